import { describe, expect, it } from 'vitest';
import { BonusesResponse } from '@pinacoteca/contracts/referral/bonuses';
import { PartnersResponse } from '@pinacoteca/contracts/referral/partners';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createUser, login } from '../../../test/accounts.ts';
import { account, checkLedger, transfer } from '../ledger/service.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

async function referredBy(child: { id: string }, parent: { id: string }): Promise<void> {
  await sql`update users set referred_by = ${parent.id} where id = ${child.id}`;
}

async function partnersOf(token: string) {
  const response = await app.inject({ url: '/api/referral/partners', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return PartnersResponse.parse(response.json());
}

async function bonusesOf(token: string) {
  const response = await app.inject({ url: '/api/referral/bonuses', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return BonusesResponse.parse(response.json());
}

async function indexTokenId(): Promise<string> {
  const [row] = await sql<{ id: string }[]>`select id from tokens where kind = 'index'`;
  return row!.id;
}

/**
 * A bonus the way the investing code pays one: INDEX from the treasury to the referrer's balance,
 * in base units (10^6 per INDEX token).
 */
async function payBonus(userId: string, quantity: bigint, key: string, tokenId?: string): Promise<void> {
  const token = tokenId ?? (await indexTokenId());
  await sql.begin(async (tx) => {
    const treasury = await account(tx, token, 'treasury');
    const balance = await account(tx, token, 'user', userId);
    await transfer(tx, 'bonus', [{ tokenId: token, from: treasury, to: balance, quantity }], {
      idempotencyKey: key,
      userId,
    });
  });
}

describe('GET /api/referral/partners', () => {
  it('lists partners of level 1 and level 2 with their e-mails, level 1 first', async () => {
    const me = await createUser(t);
    const first = await createUser(t);
    const second = await createUser(t);
    const grandchild = await createUser(t);
    const deeper = await createUser(t);
    const stranger = await createUser(t);
    await referredBy(first, me);
    await referredBy(second, me);
    await referredBy(grandchild, first);
    await referredBy(deeper, grandchild);
    await referredBy(stranger, deeper);

    expect(await partnersOf(await login(t, me.email))).toEqual([
      { level: 1, email: first.email },
      { level: 1, email: second.email },
      { level: 2, email: grandchild.email },
    ]);
    // From the partner's own point of view the chain moves one step.
    expect(await partnersOf(await login(t, first.email))).toEqual([
      { level: 1, email: grandchild.email },
      { level: 2, email: deeper.email },
    ]);
  });

  it('answers an empty list to someone without partners', async () => {
    const me = await createUser(t);
    expect(await partnersOf(await login(t, me.email))).toEqual([]);
  });

  it('leaves out removed, erased and unconfirmed accounts but still follows the chain through them', async () => {
    const me = await createUser(t);
    const removed = await createUser(t);
    const erased = await createUser(t);
    const unconfirmed = await createUser(t, { confirmed: false });
    const invitedByRemoved = await createUser(t);
    for (const child of [removed, erased, unconfirmed]) await referredBy(child, me);
    await referredBy(invitedByRemoved, removed);
    await sql`update users set removed_at = now() where id = ${removed.id}`;
    await sql`update users set removed_at = now() - interval '20 days', erased_at = now(),
                email = ${`erased-${erased.id}@erased.invalid`} where id = ${erased.id}`;

    expect(await partnersOf(await login(t, me.email))).toEqual([{ level: 2, email: invitedByRemoved.email }]);
  });

  it("never shows another person's partners", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const alicePartner = await createUser(t);
    await referredBy(alicePartner, alice);
    expect(await partnersOf(await login(t, bob.email))).toEqual([]);
    const sneaky = await app.inject({
      url: `/api/referral/partners?user_id=${alice.id}`,
      headers: bearer(await login(t, bob.email)),
    });
    expect(sneaky.json()).toEqual([]);
  });

  it('answers 401 without a session and 403 to a removed account', async () => {
    expect((await app.inject({ url: '/api/referral/partners' })).statusCode).toBe(401);
    const me = await createUser(t);
    const token = await login(t, me.email);
    await sql`update users set removed_at = now() where id = ${me.id}`;
    const response = await app.inject({ url: '/api/referral/partners', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/referral/bonuses', () => {
  it('answers 0 before any bonus', async () => {
    const me = await createUser(t);
    expect(await bonusesOf(await login(t, me.email))).toEqual({
      index_token_amount: '0',
      held_amount: '0',
      next_release_at: null,
      clawback_days: 30,
    });
  });

  it('sums the INDEX bonus credits of the ledger to the last decimal, and only those', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const token = await login(t, me.email);
    await payBonus(me.id, 12_500_000n, `test-bonus:${me.id}:1`);
    await payBonus(me.id, 30_430_001n, `test-bonus:${me.id}:2`);
    await payBonus(other.id, 500_000_000n, `test-bonus:${other.id}:1`);

    // INDEX bought (not a bonus) and an art token credited as a bonus do not count.
    const index = await indexTokenId();
    await sql.begin(async (tx) => {
      const treasury = await account(tx, index, 'treasury');
      const balance = await account(tx, index, 'user', me.id);
      await transfer(tx, 'purchase', [{ tokenId: index, from: treasury, to: balance, quantity: 7_000_000n }], {
        userId: me.id,
      });
    });
    const [art] = await sql<{ id: string }[]>`
      select t.id from tokens t join ledger_accounts a on a.token_id = t.id and a.kind = 'treasury'
      where t.kind = 'art' and a.balance > 10 limit 1`;
    await payBonus(me.id, 5n, `test-bonus:${me.id}:art`, art!.id);

    // Credited straight to the balance (as before bonuses were held): nothing of it is held.
    const none = { held_amount: '0', next_release_at: null, clawback_days: 30 };
    expect(await bonusesOf(token)).toEqual({ index_token_amount: '42.930001', ...none });
    expect(await bonusesOf(await login(t, other.email))).toEqual({ index_token_amount: '500', ...none });
    const report = await checkLedger(sql);
    expect(report.unbalancedTransactions).toEqual([]);
    expect(report.driftedAccounts).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/api/referral/bonuses' })).statusCode).toBe(401);
  });
});
