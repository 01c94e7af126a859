import { describe, expect, it } from 'vitest';
import { ListPaintingsResponse, type PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';
import { createTestApp, eventually } from '../../../test/helpers.ts';
import { account, transfer, treasuryOf } from '../ledger/service.ts';
import { notifyCatalogChanged } from './changes.ts';

// The gallery is filtered and paged in memory (gallery-index.ts): what it shows must follow the
// catalogue's changes as the database had them, figures and structure alike.
const { app, sql } = await createTestApp();

async function list(query = ''): Promise<PaintingListItem[]> {
  const response = await app.inject({ url: `/api/paintings?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ListPaintingsResponse.parse(response.json());
}

describe('the gallery in memory', () => {
  it('shows what a purchase leaves, and counts the new investor, as soon as the change is told', async () => {
    const painting = (await list()).find((p) => isPurchasable(p.art_token) && Number(p.art_token.available) > 10)!;
    const [user] = await sql<{ id: string }[]>`select id from users limit 1`;
    const tokenId = painting.art_token.id;
    await sql.begin(async (tx) => {
      await transfer(tx, 'purchase', [
        {
          tokenId,
          from: await treasuryOf(tx, tokenId),
          to: await account(tx, tokenId, 'user', user!.id),
          quantity: 7,
        },
      ]);
      await notifyCatalogChanged(tx);
    });
    await eventually(async () => {
      const after = (await list()).find((p) => p.id === painting.id)!;
      expect(after.art_token.available).toBe(String(Number(painting.art_token.available) - 7));
      expect(after.investors_count).toBeGreaterThanOrEqual(painting.investors_count);
    });
  });

  it('sorts by a changed price at once, first to last, and filters by what is left', async () => {
    const before = await list('sort=price_desc');
    const cheapest = before.filter((p) => Number(p.art_token.current_price) > 0).at(-1)!;
    const [previous] = await sql<{ current_price_cents: string }[]>`
      select current_price_cents::text from tokens where id = ${cheapest.art_token.id}`;
    await sql.begin(async (tx) => {
      await tx`update tokens set current_price_cents = 999999999 where id = ${cheapest.art_token.id}`;
      await notifyCatalogChanged(tx);
    });
    try {
      await eventually(async () => expect((await list('sort=price_desc'))[0]!.id).toBe(cheapest.id));
      expect((await list('sort=price_asc')).filter((p) => Number(p.art_token.current_price) > 0).at(-1)!.id).toBe(
        cheapest.id,
      );
    } finally {
      await sql.begin(async (tx) => {
        await tx`update tokens set current_price_cents = ${previous!.current_price_cents} where id = ${cheapest.art_token.id}`;
        await notifyCatalogChanged(tx);
      });
    }
    await eventually(async () => expect((await list('sort=price_desc')).at(-1)!.id).not.toBe(cheapest.id));
  });

  it('rereads everything on a structure change (the console’s editing), and finds by the new text', async () => {
    const [painting] = await list();
    const [original] = await sql<{ name: unknown; search_text: string }[]>`
      select name, search_text from paintings where id = ${painting!.id}`;
    await sql.begin(async (tx) => {
      await tx`update paintings set name = jsonb_set(name, '{en}', '"Zanzibar Quinquireme"'),
        search_text = search_text || ' zanzibar quinquireme' where id = ${painting!.id}`;
      await notifyCatalogChanged(tx, 'structure');
    });
    try {
      await eventually(async () => {
        const found = await list('search_query=ZANZIBAR');
        expect(found.map((p) => [p.id, p.name])).toEqual([[painting!.id, 'Zanzibar Quinquireme']]);
      });
    } finally {
      await sql.begin(async (tx) => {
        await tx`update paintings set name = ${sql.json(original!.name as never)}, search_text = ${original!.search_text}
          where id = ${painting!.id}`;
        await notifyCatalogChanged(tx, 'structure');
      });
    }
    await eventually(async () => expect(await list('search_query=zanzibar')).toEqual([]));
  });
});
