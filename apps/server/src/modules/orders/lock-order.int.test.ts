import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createUser, login } from '../../../test/accounts.ts';
import { expectLedgerSound, tokenSet, treasuryBalance } from '../../../test/orders.ts';
import { lockUser } from '../auth/user-queries.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

/** Waits until another session of this database waits for a lock (the order's batch, blocked). */
async function someoneWaitsForALock(): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await sql<{ waiting: number }[]>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`;
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('nothing waited for a lock');
}

describe('the order in which an order takes its locks (decision 0048)', () => {
  // The CI's property test found it: a late payment of an expired order locks its buyer and then
  // takes the tokens from the treasury again, while a new order of the same buyer's locked the
  // treasury and then the buyer. PostgreSQL failed one of the two (the order answered 503).
  it('waits behind a transaction that holds the buyer and then moves the treasury, never deadlocks with it', async () => {
    const token = (await tokenSet((url) => app.inject({ url }))).attributed[0]!;
    const user = await createUser(t);
    const headers = bearer(await login(t, user.email));
    const before = await treasuryBalance(sql, token.id);

    const { placing } = await sql.begin(async (tx) => {
      // What a payment, a swap or a withdrawal does first: the person's lock.
      await lockUser(tx, user.id);
      const placing = app.inject({
        method: 'POST',
        url: '/api/order',
        headers,
        payload: { currency: 'ETH', items: [{ token_id: token.id, quantity: 2 }] },
      });
      await someoneWaitsForALock();
      // Then the treasury, as the payment's delivery does; this failed with a deadlock before.
      await tx`update ledger_accounts set balance = balance where kind = 'treasury' and token_id = ${token.id}`;
      return { placing };
    });

    const response = await placing;
    expect(response.statusCode).toBe(201);
    expect(await treasuryBalance(sql, token.id)).toBe(before - 2n);
    await expectLedgerSound(sql);
  });
});
