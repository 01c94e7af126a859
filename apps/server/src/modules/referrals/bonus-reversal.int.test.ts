import { describe, expect, it } from 'vitest';
import { BonusesResponse } from '@pinacoteca/contracts/referral/bonuses';
import { ListOrdersResponse, Order } from '@pinacoteca/contracts/orders/order';
import { formatUnits } from '@pinacoteca/contracts/units';
import { parseUsd } from '@pinacoteca/contracts/money';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login } from '../../../test/accounts.ts';
import { expectLedgerSound, held, holding, tokenSet, treasuryBalance } from '../../../test/orders.ts';
import { verifyAuditChain } from '../audit/audit.ts';
import { account, transfer, treasuryOf } from '../ledger/service.ts';
import { releaseHeldBonuses, reverseReferralBonuses } from './bonuses.ts';

// Refunds above $1 wait for a second operator: the whole maker-checker flow of the defect's report.
const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000', REFUND_APPROVAL_ABOVE_USD: '1' });
const { app, sql } = t;
const tokens = await tokenSet((url) => app.inject({ url }));
const index = tokens.index;
const indexPrice = parseUsd(index.current_price);

async function person(referredBy?: { id: string }) {
  const user = await createUser(t);
  if (referredBy) await sql`update users set referred_by = ${referredBy.id} where id = ${user.id}`;
  return { id: user.id, headers: bearer(await login(t, user.email)) };
}

type Person = Awaited<ReturnType<typeof person>>;

/** The buyer orders and pays `quantity` tokens of an attributed art token: their referrers are paid bonuses. */
async function paidOrder(buyer: Person, quantity = 10): Promise<Order> {
  const token = tokens.attributed[0]!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: buyer.headers,
    payload: { currency: 'BTC', items: [{ token_id: token.id, quantity }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = Order.parse(response.json());
  await t.orders.markPaid({ provider: 'sandbox', orderId: order.id, eventKey: `paid:${order.id}` });
  return order;
}

/** A level's bonus in INDEX base units, as `creditReferralBonuses` computes it. */
const bonusOf = (order: Order, ppm: bigint) => (parseUsd(order.amount) * ppm * 1_000_000n) / (1_000_000n * indexPrice);

async function bonusesOf(who: Person): Promise<string> {
  const response = await app.inject({ url: '/api/referral/bonuses', headers: who.headers });
  expect(response.statusCode).toBe(200);
  return BonusesResponse.parse(response.json()).index_token_amount;
}

/** An operator asks for the refund, a second approves it, the first completes it once the money is back. */
async function refundThroughTheConsole(orderId: string) {
  const maker = await createStaff(t, 'operator');
  const checker = await createStaff(t, 'operator');
  const asked = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund`,
    headers: bearer(maker.token),
    payload: { reason: 'Customer asked within 14 days' },
  });
  expect(asked.json()).toMatchObject({ status: 'awaiting_approval' });
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${asked.json().id as string}/decision`,
    headers: bearer(checker.token),
    payload: { approve: true },
  });
  expect(approved.json()).toMatchObject({ status: 'approved' });
  const complete = () =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund/complete`,
      headers: bearer(maker.token),
      payload: { reference: 'RF-test' },
    });
  const done = await complete();
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json().order.status).toBe('refunded');
  return { maker, complete };
}

/** The referrer moves `quantity` of their INDEX away (a withdrawal on its way out). */
async function spend(who: Person, quantity: bigint): Promise<void> {
  await sql.begin(async (tx) => {
    await transfer(
      tx,
      'withdraw',
      [
        {
          tokenId: index.id,
          from: await account(tx, index.id, 'user', who.id),
          to: await account(tx, index.id, 'withdrawing', who.id),
          quantity,
        },
      ],
      { idempotencyKey: `test-spend:${who.id}:${quantity}`, userId: who.id },
    );
  });
}

/** INDEX bought from the treasury, not earned: a bonus reversal must not touch it. */
async function buyIndex(who: Person, quantity: bigint): Promise<void> {
  await sql.begin(async (tx) => {
    await transfer(
      tx,
      'purchase',
      [
        {
          tokenId: index.id,
          from: await treasuryOf(tx, index.id),
          to: await account(tx, index.id, 'user', who.id),
          quantity,
        },
      ],
      { idempotencyKey: `test-buy:${who.id}:${quantity}`, userId: who.id },
    );
  });
}

const reversals = (orderId: string) =>
  sql<{ key: string; kind: string; user_id: string; total: string }[]>`
    select lt.idempotency_key as key, lt.kind, lt.user_id, sum(e.amount) filter (where a.kind in ('user', 'held'))::text as total
    from ledger_transactions lt
    join ledger_entries e on e.transaction_id = lt.id
    join ledger_accounts a on a.id = e.account_id
    where lt.idempotency_key like ${`bonus-reversal:${orderId}:%`}
    group by lt.id order by lt.idempotency_key`;

const auditOf = (orderId: string) =>
  sql<{ action: string; actor_id: string; after: Record<string, unknown> }[]>`
    select action, actor_id, after from audit_log where subject_id = ${orderId} order by seq`;

describe('a refunded order takes back the referral bonuses it paid', () => {
  it('reverses the level-1 and level-2 bonuses to the INDEX treasury, exactly once', async () => {
    const top = await person();
    const middle = await person(top);
    const buyer = await person(middle);
    // The level-1 referrer also holds INDEX of their own, which stays theirs.
    await buyIndex(middle, 2_000_000n);
    const treasuryBefore = await treasuryBalance(sql, index.id);

    const order = await paidOrder(buyer);
    const level1 = bonusOf(order, 50_000n);
    const level2 = bonusOf(order, 20_000n);
    expect(level1).toBeGreaterThan(0n);
    expect(level2).toBeGreaterThan(0n);
    // Held for them (decision 0067), beside what they hold of their own.
    expect(await holding(sql, index.id, middle.id)).toBe(2_000_000n);
    expect(await held(sql, index.id, middle.id)).toBe(level1);
    expect(await held(sql, index.id, top.id)).toBe(level2);
    expect(await bonusesOf(middle)).toBe(formatUnits(level1, 6));
    expect(await bonusesOf(top)).toBe(formatUnits(level2, 6));
    expect(await treasuryBalance(sql, index.id)).toBe(treasuryBefore - level1 - level2);

    const { maker, complete } = await refundThroughTheConsole(order.id);

    // Everything the order paid out came back: the referrers hold what they held before.
    expect(await holding(sql, index.id, middle.id)).toBe(2_000_000n);
    expect(await held(sql, index.id, middle.id)).toBe(0n);
    expect(await held(sql, index.id, top.id)).toBe(0n);
    expect(await holding(sql, index.id, top.id)).toBe(0n);
    expect(await treasuryBalance(sql, index.id)).toBe(treasuryBefore);
    expect(await bonusesOf(middle)).toBe('0');
    expect(await bonusesOf(top)).toBe('0');
    expect(await reversals(order.id)).toEqual(
      [
        {
          key: `bonus-reversal:${order.id}:${middle.id}`,
          kind: 'bonus',
          user_id: middle.id,
          total: (-level1).toString(),
        },
        { key: `bonus-reversal:${order.id}:${top.id}`, kind: 'bonus', user_id: top.id, total: (-level2).toString() },
      ].sort((a, b) => (a.key < b.key ? -1 : 1)),
    );
    // The reversal is no operation of its own in the referrer's list: their bonus shows as refunded.
    for (const referrer of [middle, top]) {
      const operations = ListOrdersResponse.parse(
        (await app.inject({ url: '/api/order', headers: referrer.headers })).json(),
      ).filter((o) => o.type === 'referral_bonus');
      expect(operations.map((o) => o.status)).toEqual(['refunded']);
    }

    const trail = await auditOf(order.id);
    expect(trail.map((r) => r.action)).toEqual([
      'refund.request',
      'refund.approve',
      'referral.bonus_reverse',
      'referral.bonus_reverse',
      'refund.complete',
    ]);
    expect(trail.filter((r) => r.action === 'referral.bonus_reverse').map((r) => r.after)).toEqual(
      expect.arrayContaining([
        {
          referrer_id: middle.id,
          levels: [1],
          token_id: index.id,
          bonus: formatUnits(level1, 6),
          taken_back: formatUnits(level1, 6),
          shortfall: '0',
        },
        {
          referrer_id: top.id,
          levels: [2],
          token_id: index.id,
          bonus: formatUnits(level2, 6),
          taken_back: formatUnits(level2, 6),
          shortfall: '0',
        },
      ]),
    );
    // Recorded as the act of the operator who completed the refund.
    expect(trail.filter((r) => r.action.startsWith('referral.')).map((r) => r.actor_id)).toEqual([maker.id, maker.id]);

    // Completing again is refused and changes nothing, even once the referrer holds INDEX again.
    await buyIndex(top, 1_000_000n);
    const again = await complete();
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().message).toBe('This refund is already recorded as complete');
    expect(await holding(sql, index.id, top.id)).toBe(1_000_000n);
    expect(await holding(sql, index.id, middle.id)).toBe(2_000_000n);
    // Nor does running the reversal itself a second time: its keys are taken.
    expect(await sql.begin((tx) => reverseReferralBonuses(tx, order.id, { actorId: null, actorRole: null }))).toEqual(
      [],
    );
    expect(await holding(sql, index.id, top.id)).toBe(1_000_000n);
    expect(await reversals(order.id)).toHaveLength(2);
    expect((await auditOf(order.id)).length).toBe(trail.length);
    expect((await verifyAuditChain(sql)).ok).toBe(true);
    await expectLedgerSound(sql);
  });

  it('takes back what a referrer still holds of a released bonus they spent part of, and records the shortfall', async () => {
    const top = await person();
    const middle = await person(top);
    const buyer = await person(middle);
    const order = await paidOrder(buyer);
    const level1 = bonusOf(order, 50_000n);
    const level2 = bonusOf(order, 20_000n);
    // Refunded after the days bonuses are held (here: as if they were 0): theirs, and spent.
    expect(await releaseHeldBonuses(sql, 0)).toBeGreaterThanOrEqual(2);
    const spent = level1 - level1 / 3n;
    // The level-1 referrer moved most of the bonus away, the level-2 referrer all of it.
    await spend(middle, spent);
    await spend(top, level2);
    const treasuryBefore = await treasuryBalance(sql, index.id);

    const { maker } = await refundThroughTheConsole(order.id);

    // Never below zero, and the refund went through all the same.
    expect(await holding(sql, index.id, middle.id)).toBe(0n);
    expect(await holding(sql, index.id, top.id)).toBe(0n);
    expect(await treasuryBalance(sql, index.id)).toBe(treasuryBefore + (level1 - spent));
    // The ledger moved back what it could; the rest stays counted as received.
    expect(await bonusesOf(middle)).toBe(formatUnits(spent, 6));
    expect(await bonusesOf(top)).toBe(formatUnits(level2, 6));
    expect(await reversals(order.id)).toEqual([
      {
        key: `bonus-reversal:${order.id}:${middle.id}`,
        kind: 'bonus',
        user_id: middle.id,
        total: (-(level1 - spent)).toString(),
      },
    ]);

    const shortfalls = (await auditOf(order.id)).filter((r) => r.action === 'referral.bonus_shortfall');
    expect(shortfalls.map((r) => r.actor_id)).toEqual([maker.id, maker.id]);
    expect(shortfalls.map((r) => r.after)).toEqual(
      expect.arrayContaining([
        {
          referrer_id: middle.id,
          levels: [1],
          token_id: index.id,
          bonus: formatUnits(level1, 6),
          taken_back: formatUnits(level1 - spent, 6),
          shortfall: formatUnits(spent, 6),
        },
        {
          referrer_id: top.id,
          levels: [2],
          token_id: index.id,
          bonus: formatUnits(level2, 6),
          taken_back: '0',
          shortfall: formatUnits(level2, 6),
        },
      ]),
    );
    // The operators find them in the console's trail by action.
    const operator = await createStaff(t, 'operator');
    const listed = await app.inject({
      url: `/api/admin/audit?action=referral.bonus_shortfall&subject=order:${order.id}`,
      headers: bearer(operator.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(top.id);
    expect((await verifyAuditChain(sql)).ok).toBe(true);
    await expectLedgerSound(sql);
  });

  it('leaves an order without referrers, and other orders’ bonuses, alone', async () => {
    const referrer = await person();
    const buyer = await person(referrer);
    const kept = await paidOrder(buyer, 2);
    const refunded = await paidOrder(buyer, 3);
    const loner = await person();
    const alone = await paidOrder(loner, 1);
    const keptBonus = bonusOf(kept, 50_000n);

    await refundThroughTheConsole(refunded.id);
    await refundThroughTheConsole(alone.id);

    expect(await held(sql, index.id, referrer.id)).toBe(keptBonus);
    expect(await bonusesOf(referrer)).toBe(formatUnits(keptBonus, 6));
    expect(await reversals(alone.id)).toEqual([]);
    expect((await auditOf(alone.id)).map((r) => r.action)).toEqual([
      'refund.request',
      'refund.approve',
      'refund.complete',
    ]);
    await expectLedgerSound(sql);
  });

  it('is part of completing any refund, not only the console’s: the order service does it', async () => {
    const referrer = await person();
    const buyer = await person(referrer);
    const order = await paidOrder(buyer, 2);
    const bonus = bonusOf(order, 50_000n);
    expect(await held(sql, index.id, referrer.id)).toBe(bonus);

    expect((await t.orders.takeRefund(order.id)).status).toBe('refund_pending');
    expect((await t.orders.completeRefund(order.id, { actorId: null, actorRole: null })).status).toBe('refunded');

    expect(await held(sql, index.id, referrer.id)).toBe(0n);
    expect(await holding(sql, index.id, referrer.id)).toBe(0n);
    expect(await reversals(order.id)).toHaveLength(1);
    expect((await auditOf(order.id)).map((r) => r.action)).toEqual(['referral.bonus_reverse']);
    await expectLedgerSound(sql);
  });
});
