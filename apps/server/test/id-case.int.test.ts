import { describe, expect, it } from 'vitest';
import { Order } from '@pinacoteca/contracts/orders/order';
import { bearer, createUser, login } from './accounts.ts';
import { createTestApp } from './helpers.ts';
import { tokenSet } from './orders.ts';

/**
 * An id is the same id in capitals: contracts read every id in lower case, as PostgreSQL writes a
 * uuid, so lookups keyed by the text (the catalogue's index, the order's lines) find it too.
 */
const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app } = t;
const tokens = await tokenSet((url) => app.inject({ url }));

describe('ids written in capitals', () => {
  it('find a painting, filter the gallery by author and answer with the id in lower case', async () => {
    const token = tokens.attributed[0]!;
    const painting = (await app.inject({ url: `/api/paintings/${token.painting_id!.toUpperCase()}` })).json();
    expect(painting.id).toBe(token.painting_id);
    const author = painting.author as string;
    const byAuthor = await app.inject({ url: `/api/paintings?authors=${author.toUpperCase()}` });
    const lower = await app.inject({ url: `/api/paintings?authors=${author}` });
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.json()).toEqual(lower.json());
    expect((byAuthor.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('buy a token and find the order again', async () => {
    const headers = bearer(await login(t, (await createUser(t)).email));
    const token = tokens.attributed[0]!;
    const placed = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers,
      payload: { currency: 'BTC', items: [{ token_id: token.id.toUpperCase(), quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = Order.parse(placed.json());
    const again = await app.inject({ url: `/api/order/${order.id.toUpperCase()}`, headers });
    expect(again.statusCode).toBe(200);
    expect(Order.parse(again.json()).id).toBe(order.id);
  });
});
