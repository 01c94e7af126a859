import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Order } from '@pinacoteca/contracts/orders/order';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createUser, login } from '../../../test/accounts.ts';
import { expectLedgerSound, tokenSet, treasuryBalance } from '../../../test/orders.ts';

// Four buyers place dozens of orders, one of them most of a token: the per-person ceilings on
// reservations and the hourly order limits are not what this tests.
const t = await createTestApp({
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  ORDER_MAX_OPEN_PER_USER: '1000',
  ORDER_MAX_RESERVED_SHARE: '1',
  ORDER_MAX_RESERVED_USD: '1000000000',
  RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: '100000',
  RATE_LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: '100000',
});
const { app, sql, orders } = t;

type Step =
  | { kind: 'order'; buyer: number; quantity: number }
  | { kind: 'cancel' | 'expire' | 'pay' | 'replay'; target: number }
  | { kind: 'sweep' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      buyer: fc.nat(3),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), target: fc.nat(40) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const), target: fc.nat(40) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), target: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), target: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
);

describe('orders on a hot token under concurrency (property)', () => {
  it('never oversells: treasury + reserved + sold stays what was available, and the ledger stays sound', async () => {
    const { attributed } = await tokenSet((url) => app.inject({ url }));
    const token = attributed[0]!;
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const user = await createUser(t);
        return { id: user.id, headers: bearer(await login(t, user.email)) };
      }),
    );
    // Make the token hot: only 25 left, so buyers keep running into the end of the supply.
    const hog = buyers[0]!;
    const available = await treasuryBalance(sql, token.id);
    const hogOrder = Order.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/order',
          headers: hog.headers,
          payload: { currency: 'BTC', items: [{ token_id: token.id, quantity: Number(available) - 25 }] },
        })
      ).json(),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        async (rounds) => {
          const start = await treasuryBalance(sql, token.id);
          const placed: { id: string; quantity: number }[] = [];
          let accepted = 0;
          for (const round of rounds) {
            // Each round's steps run at once, racing for the token's treasury and the orders' rows.
            await Promise.all(
              round.map(async (s) => {
                const target =
                  s.kind !== 'order' && s.kind !== 'sweep' ? placed[s.target % Math.max(placed.length, 1)] : undefined;
                switch (s.kind) {
                  case 'order': {
                    const response = await app.inject({
                      method: 'POST',
                      url: '/api/order',
                      headers: buyers[s.buyer]!.headers,
                      payload: { currency: 'ETH', items: [{ token_id: token.id, quantity: s.quantity }] },
                    });
                    if (response.statusCode === 201) {
                      placed.push({ id: response.json<{ id: string }>().id, quantity: s.quantity });
                      accepted += s.quantity;
                    } else {
                      expect(response.statusCode).toBe(400);
                      expect(response.json().message).toMatch(/^Not enough tokens available: [\d,]+ left$/);
                    }
                    return;
                  }
                  case 'cancel': {
                    if (!target) return;
                    const [owner] = await sql<
                      { user_id: string }[]
                    >`select user_id from orders where id = ${target.id}`;
                    const who = buyers.find((b) => b.id === owner!.user_id)!;
                    const response = await app.inject({
                      method: 'POST',
                      url: `/api/order/${target.id}/cancel`,
                      headers: who.headers,
                    });
                    expect([200, 409]).toContain(response.statusCode);
                    return;
                  }
                  case 'expire':
                    if (target) await orders.expire(target.id, { force: true });
                    return;
                  case 'pay':
                  case 'replay':
                    if (target) {
                      const key = s.kind === 'replay' ? `prop:${target.id}` : `prop:${target.id}:${s.target}`;
                      await orders.markPaid({ provider: 'sandbox', orderId: target.id, eventKey: key });
                    }
                    return;
                  case 'sweep':
                    await orders.expireDue();
                    return;
                }
              }),
            );
          }
          const ids = placed.map((p) => p.id);
          const [totals] = await sql<{ reserved: string; sold: string }[]>`
          select
            (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'reservation' and owner_id = any(${ids}::uuid[]))::text as reserved,
            (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
              where o.id = any(${ids}::uuid[]) and o.status = 'success')::text as sold`;
          const now = await treasuryBalance(sql, token.id);
          expect(now).toBeGreaterThanOrEqual(0n);
          // Nothing oversold: what left the treasury in this run is exactly what is reserved or sold.
          expect(now + BigInt(totals!.reserved) + BigInt(totals!.sold)).toBe(start);
          expect(BigInt(totals!.sold) + BigInt(totals!.reserved)).toBeLessThanOrEqual(start);
          expect(accepted).toBeGreaterThanOrEqual(Number(totals!.sold));
          // Every paid order's tokens reached its buyer exactly once.
          const settles = await sql<{ count: string }[]>`
          select count(*)::text as count from ledger_transactions where idempotency_key = any(${ids.map((id) => `settle:${id}`)})`;
          const [paid] = await sql<
            { count: string }[]
          >`select count(*)::text as count from orders where id = any(${ids}::uuid[]) and status = 'success'`;
          expect(settles[0]!.count).toBe(paid!.count);
          await expectLedgerSound(sql);
        },
      ),
      { numRuns: 12 },
    );

    await app.inject({ method: 'POST', url: `/api/order/${hogOrder.id}/cancel`, headers: hog.headers });
    await expectLedgerSound(sql);
  }, 120_000);
});
