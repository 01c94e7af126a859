import { describe, expect, it } from 'vitest';
import { OPERATIONS_PAGE_SIZE } from '@pinacoteca/contracts/constants';
import { ListOrdersResponse } from '@pinacoteca/contracts/orders/order';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createUser, login } from '../../../test/accounts.ts';
import { pageOf } from './service.ts';

const t = await createTestApp();

/** `count` expired orders of the person, one a second back from now, the three at `sameMs` in one millisecond. */
async function pastOrders(userId: string, count: number, sameMs: number) {
  await t.sql`
    with made as (
      insert into orders (id, user_id, status, currency, amount_cents, created_at, expires_at)
      select gen_random_uuid(), ${userId}, 'expired', 'BTC', 100,
             date_trunc('milliseconds', now()) - make_interval(secs => case when n between ${sameMs} and ${sameMs + 2}
               then ${sameMs} - (n - ${sameMs}) * 0.0001 else n end),
             now() + interval '1 hour'
      from generate_series(1, ${count}) n
      returning id, expires_at
    )
    insert into charges (order_id, provider, code, amount, currency, address, url, expires_at)
    select id, 'sandbox', 'PAGE' || replace(id::text, '-', ''), '0.001', 'BTC', 'sandbox-address', 'https://sandbox.invalid', expires_at
    from made`;
}

describe('the operations list', () => {
  it('answers every operation a page at a time, none lost or shown twice at a page edge', async () => {
    const person = await createUser(t);
    const token = await login(t, person.email);
    const total = OPERATIONS_PAGE_SIZE + 25;
    // Three made in one millisecond straddle the first page's end.
    await pastOrders(person.id, total, OPERATIONS_PAGE_SIZE - 1);
    const page = async (before?: string) => {
      const response = await t.app.inject({
        url: `/api/order${before ? `?before=${encodeURIComponent(before)}` : ''}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return ListOrdersResponse.parse(response.json());
    };
    const first = await page();
    // The page ends on a whole millisecond: the three neighbours come together.
    expect(first.length).toBe(OPERATIONS_PAGE_SIZE + 1);
    const second = await page(first.at(-1)!.created_at);
    expect(second.length).toBe(total - first.length);
    expect(await page(second.at(-1)!.created_at)).toEqual([]);
    const ids = [...first, ...second].map((o) => o.id);
    expect(new Set(ids).size).toBe(total);
    const times = [...first, ...second].map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a `before` that is not a moment', async () => {
    const person = await createUser(t);
    const token = await login(t, person.email);
    for (const before of ['yesterday', '0000-01-01T00:00:00Z', '2026-13-01T00:00:00Z']) {
      const response = await t.app.inject({ url: `/api/order?before=${before}`, headers: bearer(token) });
      expect(response.statusCode, before).toBe(400);
      expect(response.json().errors).toEqual({ before: 'The field must be correct' });
    }
    const far = await t.app.inject({ url: '/api/order?before=0001-01-01T00:00:00Z', headers: bearer(token) });
    expect(far.json()).toEqual([]);
  });
});

describe('pageOf', () => {
  const at = (ms: number) => ({ at: new Date(ms) });
  it('cuts at the size unless the next one shares the last one’s millisecond', () => {
    expect(pageOf([at(5), at(4), at(3)], 2)).toHaveLength(2);
    expect(pageOf([at(5), at(4), at(4), at(4), at(3)], 2)).toHaveLength(4);
    expect(pageOf([at(5)], 2)).toHaveLength(1);
  });
});
