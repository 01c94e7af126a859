import { describe, expect, it } from 'vitest';
import { ListAuthorsResponse } from '@pinacoteca/contracts/catalog/author';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NEXT_CURSOR_HEADER } from '@pinacoteca/contracts/catalog/page';
import { ListPaintingsResponse, type PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';
import { createTestApp } from '../../../test/helpers.ts';
import { seedManyPaintings } from '../../db/seed/many.ts';
import { checkLedger } from '../ledger/service.ts';

const { app, sql } = await createTestApp();
// More paintings than a default page, varied in every filter dimension.
await seedManyPaintings(sql, 60);

async function page(query: string) {
  const response = await app.inject({ url: `/api/paintings?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const next = response.headers[NEXT_CURSOR_HEADER];
  return {
    items: ListPaintingsResponse.parse(response.json()),
    next: typeof next === 'string' ? next : null,
    link: response.headers.link,
  };
}

/** Follows the cursors from the first page to the last. */
async function walk(query: string, limit: number): Promise<PaintingListItem[][]> {
  const pages: PaintingListItem[][] = [];
  let cursor: string | null = null;
  do {
    const result = await page(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(result.items);
    cursor = result.next;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

const ids = (list: PaintingListItem[]) => list.map((p) => p.id);

describe('GET /api/paintings pages', () => {
  it('seeds a balanced ledger for the bulk paintings', async () => {
    const report = await checkLedger(sql);
    expect(report).toEqual({ supplyMismatches: [], unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('answers a default page without a limit and points to the next one', async () => {
    const first = await page('');
    expect(first.items).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(first.next).toMatch(/^[0-9a-f]+$/);
    expect(first.link).toBe(`</api/paintings?cursor=${first.next}>; rel="next"`);
  });

  it('walks every painting once, in order, in each sort', async () => {
    for (const sort of ['recommended_asc', 'price_asc', 'price_desc']) {
      const whole = (await page(`sort=${sort}&limit=${MAX_PAGE_SIZE}`)).items;
      const pages = await walk(`sort=${sort}`, 7);
      expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
      expect(ids(pages.flat())).toEqual(ids(whole));
      expect(new Set(ids(pages.flat())).size).toBe(whole.length);
    }
  });

  it('has no next cursor on the last page', async () => {
    const pages = await walk('', 50);
    const total = pages.flat().length;
    const last = await page(`limit=${total}`);
    expect(last.items).toHaveLength(total);
    expect(last.next).toBeNull();
    expect(last.link).toBeUndefined();
  });

  it('continues after the last painting seen, whatever moved before it meanwhile', async () => {
    const first = await page('limit=5');
    const expected = (await page('limit=10')).items.slice(5);
    // A painting of the first page drops to the end: an offset would now skip a painting.
    const moved = first.items[0]!.id;
    const [previous] = await sql<{ ordering: number }[]>`select ordering from paintings where id = ${moved}`;
    await sql`update paintings set ordering = -1000000 where id = ${moved}`;
    try {
      const second = await page(`limit=5&cursor=${first.next}`);
      expect(ids(second.items)).toEqual(ids(expected));
    } finally {
      await sql`update paintings set ordering = ${previous!.ordering} where id = ${moved}`;
    }
  });

  it('filters on the server by the rules of SPEC §5, page after page', async () => {
    const all = (await walk('', MAX_PAGE_SIZE)).flat();
    const authors = ListAuthorsResponse.parse((await app.inject({ url: '/api/authors' })).json());
    const authorName = new Map(authors.map((a) => [a.id, a.name]));
    const author = authors.find((a) => all.some((p) => p.author === a.id))!;
    const cases: { query: string; keep: (p: PaintingListItem) => boolean }[] = [
      { query: 'buy_a_whole=true', keep: (p) => p.sale_id !== null },
      { query: 'buy_a_part=true', keep: (p) => isPurchasable(p.art_token) },
      {
        query: 'buy_a_whole=true&buy_a_part=true&genres[]=2',
        keep: (p) => (p.sale_id !== null || isPurchasable(p.art_token)) && p.parameters.genre === 2,
      },
      {
        query: 'genres[]=1&genres[]=3&technics[]=2&eras[]=4',
        keep: (p) =>
          [1, 3].includes(p.parameters.genre) && p.parameters.technic === 2 && p.parameters.eras_and_styles.includes(4),
      },
      {
        query: `search_query=${encodeURIComponent(author.name.toUpperCase())}&sort=price_asc`,
        keep: (p) => p.author === author.id || p.name.toLowerCase().includes(author.name.toLowerCase()),
      },
      {
        // The bulk paintings are numbered: a number is in their names in every language.
        query: `search_query=1&authors[]=${author.id}`,
        keep: (p) => p.author === author.id && `${p.name} ${authorName.get(p.author) ?? ''}`.includes('1'),
      },
      { query: 'genres[]=&technics[]=', keep: () => true },
    ];
    // Narrow filters read their narrowest dimension's paintings and sort them (gallery-index.ts):
    // the same paintings in the same order as the scan, in every sort, page after page.
    const others = authors.filter((a) => a.id !== author.id && all.some((p) => p.author === a.id));
    for (const sort of ['recommended_asc', 'price_asc', 'price_desc']) {
      cases.push(
        {
          query: `sort=${sort}&authors[]=${author.id}&authors[]=${others[0]!.id}`,
          keep: (p) => p.author === author.id || p.author === others[0]!.id,
        },
        {
          query: `sort=${sort}&eras[]=2&eras[]=5&buy_a_part=true`,
          keep: (p) => p.parameters.eras_and_styles.some((era) => era === 2 || era === 5) && isPurchasable(p.art_token),
        },
        {
          query: `sort=${sort}&search_query=1&genres[]=1&genres[]=2`,
          keep: (p) =>
            `${p.name} ${authorName.get(p.author ?? '') ?? ''}`.includes('1') && [1, 2].includes(p.parameters.genre),
        },
      );
    }
    for (const { query, keep } of cases) {
      const sort = /sort=(\w+)/.exec(query)?.[1];
      const reference = (await walk(sort ? `sort=${sort}` : '', MAX_PAGE_SIZE)).flat().filter(keep);
      const paged = (await walk(query, 4)).flat();
      expect(ids(paged), query).toEqual(ids(reference));
      expect(paged.length, query).toBeGreaterThan(0);
    }
  });

  it('refuses a cursor it did not write, or one of another sort, with a message', async () => {
    const { next } = await page('limit=3');
    for (const cursor of ['nonsense', '7b7d', `${next}00`, 'zz']) {
      const response = await app.inject({ url: `/api/paintings?cursor=${cursor}` });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ errors: { cursor: expect.stringMatching(/cursor/i) } });
    }
    const otherSort = await app.inject({ url: `/api/paintings?sort=price_asc&cursor=${next}` });
    expect(otherSort.statusCode).toBe(400);
    const russian = await app.inject({ url: `/api/paintings?cursor=nonsense&_locale=ru` });
    expect(russian.json<{ message: string }>().message).toMatch(/[а-яё]/i);
  });

  it('refuses a page size outside 1 to the maximum', async () => {
    for (const limit of ['0', String(MAX_PAGE_SIZE + 1), 'many', '2.5']) {
      expect((await app.inject({ url: `/api/paintings?limit=${limit}` })).statusCode, limit).toBe(400);
    }
  });

  it('keeps every painting in the server-side list behind the head tags and the sitemap', async () => {
    const pages = await walk('', MAX_PAGE_SIZE);
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    for (const painting of pages.flat()) expect(response.body).toContain(painting.id);
  });
});
