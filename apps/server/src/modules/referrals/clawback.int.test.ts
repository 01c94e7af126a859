import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { parseUsd } from '@pinacoteca/contracts/money';
import { ListOrdersResponse, Order } from '@pinacoteca/contracts/orders/order';
import { BonusesResponse } from '@pinacoteca/contracts/referral/bonuses';
import { Sale } from '@pinacoteca/contracts/tokens/sell';
import { Withdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { formatUnits } from '@pinacoteca/contracts/units';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login } from '../../../test/accounts.ts';
import { expectLedgerSound, held, holding, tokenSet, treasuryBalance } from '../../../test/orders.ts';
import { verifyAuditChain } from '../audit/audit.ts';
import { setFlag } from '../flags/service.ts';
import { account, transfer, treasuryOf } from '../ledger/service.ts';
import { releaseHeldBonuses } from './bonuses.ts';
import { clawBackReferralBonuses } from './clawbacks.ts';

// Selling back what one just bought is a refund in all but name: the referral bonuses the purchase
// earned go back in proportion (decision 0066). Sales above $2,000 wait for an operator here.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-clawback-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  WITHDRAW_DAILY_LIMIT_USD: '100000000',
  WITHDRAW_APPROVAL_ABOVE_USD: '2000',
  REFERRAL_CLAWBACK_DAYS: '30',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer } = t;

const tokens = await tokenSet((url) => app.inject({ url }));
const index = tokens.index;
const indexPrice = parseUsd(index.current_price);
// The cheapest painting: ten of it stay under the approval threshold.
const art = [...tokens.attributed].sort((a, b) => (parseUsd(a.current_price) < parseUsd(b.current_price) ? -1 : 1))[0]!;
const artPrice = parseUsd(art.current_price);

beforeAll(async () => {
  expect(artPrice * 10n).toBeLessThanOrEqual(2000_00n);
  await issuer.issueAll();
});

interface Person {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** A signed-in person, referred by `referredBy`, identity verified (so they may sell). */
async function person(referredBy?: Person): Promise<Person> {
  const user = await createUser(t);
  await sql`update users set kyc_verified_at = now(), referred_by = ${referredBy?.id ?? null} where id = ${user.id}`;
  const token = await login(t, user.email);
  return { id: user.id, token, headers: bearer(token) };
}

/** Three people: `buyer` referred by `middle`, referred by `top`. */
async function chainOfThree() {
  const top = await person();
  const middle = await person(top);
  const buyer = await person(middle);
  return { top, middle, buyer };
}

/** The buyer orders and pays `quantity` of a painting's tokens: their referrers are paid bonuses. */
async function paidOrder(buyer: Person, quantity: bigint): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: buyer.headers,
    payload: { currency: 'BTC', items: [{ token_id: art.id, quantity: Number(quantity) }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = Order.parse(response.json());
  await t.orders.markPaid({ provider: 'sandbox', orderId: order.id, eventKey: `paid:${order.id}` });
  return order;
}

/** A level's bonus of an order in INDEX base units, as `creditReferralBonuses` computes it. */
const bonusOf = (amountCents: bigint, ppm: bigint) => (amountCents * ppm * 1_000_000n) / (1_000_000n * indexPrice);
const level1Of = (order: Order) => bonusOf(parseUsd(order.amount), 50_000n);
const level2Of = (order: Order) => bonusOf(parseUsd(order.amount), 20_000n);

const payoutAddresses = new Map<string, string>();
/** The person's saved payout address (usable at once in this file). */
async function payoutAddress(who: Person): Promise<string> {
  const known = payoutAddresses.get(who.id);
  if (known) return known;
  const address = (await generateKeyPairSigner()).address;
  const saved = await app.inject({
    method: 'POST',
    url: '/api/tokens/withdraw-addresses',
    headers: who.headers,
    payload: { wallet_type: 'solana', address },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  payoutAddresses.set(who.id, address);
  return address;
}

async function sell(who: Person, amount: string, tokenId = art.id): Promise<Sale> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tokens/sell',
    headers: who.headers,
    payload: { token_id: tokenId, amount, payout_address: await payoutAddress(who) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return Sale.parse(response.json());
}

/** Accepted at once, not held for an operator: paid now, or waiting for the platform's USDC (none on this chain). */
const accepted = (sale: Sale) => sale.status === 'processing' || sale.status === 'awaiting_funds';

async function bonusesOf(who: Person): Promise<string> {
  const response = await app.inject({ url: '/api/referral/bonuses', headers: who.headers });
  expect(response.statusCode).toBe(200);
  return BonusesResponse.parse(response.json()).index_token_amount;
}

/** INDEX with the person: their balance and what is held for them (bonuses, decision 0067). */
const indexOf = async (who: Person) => (await holding(sql, index.id, who.id)) + (await held(sql, index.id, who.id));
const units = (value: bigint) => formatUnits(value, 6);

/** INDEX moved in or out of the referrer's holding, or what is held for them, by a `bonus` movement keyed with the prefix. */
async function moved(prefix: string, who: Person): Promise<bigint> {
  const [row] = await sql<{ total: string }[]>`
    select coalesce(sum(e.amount), 0)::text as total
    from ledger_transactions lt
    join ledger_entries e on e.transaction_id = lt.id
    join ledger_accounts a on a.id = e.account_id and a.kind in ('user', 'held') and a.owner_id = ${who.id}
    where lt.idempotency_key like ${`${prefix}%`} and lt.kind = 'bonus'`;
  return BigInt(row!.total);
}

const auditOf = (subjectId: string) =>
  sql<{ action: string; actor_id: string | null; after: Record<string, unknown> }[]>`
    select action, actor_id, after from audit_log where subject_id = ${subjectId} order by seq`;

/** The person moves `quantity` of their INDEX away (a withdrawal on its way out). */
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

/** Tokens of `tokenId` bought outside any order (no bonus): the person holds them all the same. */
async function grant(who: Person, tokenId: string, quantity: bigint): Promise<void> {
  await sql.begin(async (tx) => {
    await transfer(
      tx,
      'purchase',
      [
        {
          tokenId,
          from: await treasuryOf(tx, tokenId),
          to: await account(tx, tokenId, 'user', who.id),
          quantity,
        },
      ],
      { idempotencyKey: `test-grant:${who.id}:${tokenId}:${quantity}`, userId: who.id },
    );
  });
}

describe('a sale back to the platform takes back the referral bonuses of what was bought', () => {
  it('takes back both levels in full when the buyer sells everything at once, exactly once', async () => {
    const { top, middle, buyer } = await chainOfThree();
    // The level-1 referrer also holds INDEX of their own, which stays theirs.
    await grant(middle, index.id, 3_000_000n);
    const indexTreasury = await treasuryBalance(sql, index.id);

    const order = await paidOrder(buyer, 10n);
    const [level1, level2] = [level1Of(order), level2Of(order)];
    expect(level1).toBeGreaterThan(0n);
    expect(level2).toBeGreaterThan(0n);
    expect(await indexOf(middle)).toBe(3_000_000n + level1);
    expect(await indexOf(top)).toBe(level2);
    expect(await bonusesOf(middle)).toBe(units(level1));

    const sale = await sell(buyer, '10');
    expect(accepted(sale)).toBe(true);

    // Back to what they were before the purchase, the INDEX treasury too.
    expect(await indexOf(middle)).toBe(3_000_000n);
    expect(await indexOf(top)).toBe(0n);
    expect(await treasuryBalance(sql, index.id)).toBe(indexTreasury);
    expect(await bonusesOf(middle)).toBe('0');
    expect(await bonusesOf(top)).toBe('0');
    expect(await moved(`bonus-clawback:${order.id}:${sale.id}:`, middle)).toBe(-level1);
    expect(await moved(`bonus-clawback:${order.id}:${sale.id}:`, top)).toBe(-level2);

    // Audited on the sale as the seller's act, before the sale's own row (the audit head is locked last).
    const trail = await auditOf(sale.id);
    expect(trail.map((r) => r.action)).toEqual(['referral.bonus_clawback', 'referral.bonus_clawback', 'sale.request']);
    expect(trail.slice(0, 2).map((r) => r.actor_id)).toEqual([buyer.id, buyer.id]);
    expect(trail.slice(0, 2).map((r) => r.after)).toEqual(
      expect.arrayContaining([
        {
          order_id: order.id,
          referrer_id: middle.id,
          levels: [1],
          token_id: index.id,
          bonus: units(level1),
          matched: order.amount,
          matched_in_all: order.amount,
          owed: units(level1),
          taken_back: units(level1),
          shortfall: '0',
        },
        expect.objectContaining({ referrer_id: top.id, levels: [2], taken_back: units(level2), shortfall: '0' }),
      ]),
    );

    // Running it again for the same sale changes nothing, even once the referrers hold INDEX again.
    await grant(top, index.id, 1_000_000n);
    const again = await sql.begin((tx) =>
      clawBackReferralBonuses(tx, {
        outflow: { saleId: sale.id },
        personId: buyer.id,
        valueCents: parseUsd(order.amount),
        windowDays: 30,
        actor: { actorId: null, actorRole: null },
      }),
    );
    expect(again).toEqual([]);
    expect(await indexOf(top)).toBe(1_000_000n);
    expect(await indexOf(middle)).toBe(3_000_000n);
    // Nor does a later sale: the purchase is matched in full.
    await grant(buyer, art.id, 5n);
    await sell(buyer, '5');
    expect(await indexOf(top)).toBe(1_000_000n);
    expect(await indexOf(middle)).toBe(3_000_000n);
    expect((await verifyAuditChain(sql)).ok).toBe(true);
    await expectLedgerSound(sql);
  });

  it('takes back half when half is sold', async () => {
    const { top, middle, buyer } = await chainOfThree();
    const order = await paidOrder(buyer, 10n);
    const [level1, level2] = [level1Of(order), level2Of(order)];

    await sell(buyer, '5');

    const half = (bonus: bigint) => (bonus * 5n * artPrice) / (10n * artPrice);
    expect(await indexOf(middle)).toBe(level1 - half(level1));
    expect(await indexOf(top)).toBe(level2 - half(level2));
    expect(await bonusesOf(middle)).toBe(units(level1 - half(level1)));
    expect(await bonusesOf(top)).toBe(units(level2 - half(level2)));
    await expectLedgerSound(sql);
  });

  it('adds up sale after sale without drifting: the whole bonus once the whole purchase is sold', async () => {
    const { top, middle, buyer } = await chainOfThree();
    // A purchase whose bonus does not divide by three, so thirds taken one by one would lose a unit.
    let quantity = 3n;
    while (bonusOf(quantity * artPrice, 50_000n) % 3n === 0n) quantity += 3n;
    const order = await paidOrder(buyer, quantity);
    const [level1, level2] = [level1Of(order), level2Of(order)];
    const third = quantity / 3n;

    await sell(buyer, third.toString());
    expect(await indexOf(middle)).toBe(level1 - level1 / 3n);
    await sell(buyer, third.toString());
    expect(await indexOf(middle)).toBe(level1 - (level1 * 2n) / 3n);
    await sell(buyer, third.toString());
    expect(await indexOf(middle)).toBe(0n);
    expect(await indexOf(top)).toBe(0n);
    expect(await bonusesOf(middle)).toBe('0');
    expect(await bonusesOf(top)).toBe('0');
    expect(await moved(`bonus-clawback:${order.id}:`, middle)).toBe(-level1);
    expect(await moved(`bonus-clawback:${order.id}:`, top)).toBe(-level2);
    const [matched] = await sql<{ matched_cents: string }[]>`
      select matched_cents::text from referral_clawback_totals where order_id = ${order.id}`;
    expect(BigInt(matched!.matched_cents)).toBe(parseUsd(order.amount));
    await expectLedgerSound(sql);
  });

  it('matches the newest purchase first, then the older ones', async () => {
    const { middle, buyer } = await chainOfThree();
    const older = await paidOrder(buyer, 2n);
    const newer = await paidOrder(buyer, 3n);
    const [olderBonus, newerBonus] = [level1Of(older), level1Of(newer)];

    await sell(buyer, '3');
    expect(await indexOf(middle)).toBe(olderBonus);
    expect(await moved(`bonus-clawback:${newer.id}:`, middle)).toBe(-newerBonus);

    await sell(buyer, '1');
    expect(await indexOf(middle)).toBe(olderBonus - olderBonus / 2n);
    await expectLedgerSound(sql);
  });

  it('takes nothing back for purchases older than REFERRAL_CLAWBACK_DAYS, nor for an investor nobody referred', async () => {
    const { top, middle, buyer } = await chainOfThree();
    const order = await paidOrder(buyer, 4n);
    const [level1, level2] = [level1Of(order), level2Of(order)];
    await sql`
      update ledger_transactions set created_at = now() - interval '31 days'
      where idempotency_key in (${`settle:${order.id}`}, ${`bonus:${order.id}:1`}, ${`bonus:${order.id}:2`})`;

    const sale = await sell(buyer, '4');
    expect(await indexOf(middle)).toBe(level1);
    expect(await indexOf(top)).toBe(level2);
    expect((await auditOf(sale.id)).map((r) => r.action)).toEqual(['sale.request']);

    const loner = await person();
    await paidOrder(loner, 2n);
    const lonerSale = await sell(loner, '2');
    expect((await auditOf(lonerSale.id)).map((r) => r.action)).toEqual(['sale.request']);
    const rows = await sql`select 1 from referral_clawbacks where sale_id in (${sale.id}, ${lonerSale.id})`;
    expect(rows).toHaveLength(0);

    // REFERRAL_CLAWBACK_DAYS=0 turns the rule off: even today's purchase is left alone.
    const today = await paidOrder(buyer, 2n);
    const off = await sql.begin((tx) =>
      clawBackReferralBonuses(tx, {
        outflow: { saleId: randomUUID() },
        personId: buyer.id,
        valueCents: parseUsd(today.amount),
        windowDays: 0,
        actor: { actorId: null, actorRole: null },
      }),
    );
    expect(off).toEqual([]);
    expect(await indexOf(middle)).toBe(level1 + level1Of(today));
    await expectLedgerSound(sql);
  });

  it('matches by value: buying, swapping to INDEX and selling the INDEX takes the bonus back too', async () => {
    await setFlag(sql, 'swap', true);
    const { top, middle, buyer } = await chainOfThree();
    const order = await paidOrder(buyer, 10n);
    const [level1, level2] = [level1Of(order), level2Of(order)];
    const swapped = await app.inject({
      method: 'POST',
      url: '/api/tokens/swap',
      headers: buyer.headers,
      payload: { token_id: art.id, to_token_id: index.id, amount: '10' },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const indexHeld = await indexOf(buyer);
    expect(indexHeld).toBeGreaterThan(0n);

    const sale = await sell(buyer, formatUnits(indexHeld, 6), index.id);
    expect(accepted(sale)).toBe(true);
    const [row] = await sql<{ value_cents: string }[]>`select value_cents::text from sales where id = ${sale.id}`;
    const value = BigInt(row!.value_cents);
    const amount = parseUsd(order.amount);
    const matched = value < amount ? value : amount;
    // Swapped at the current prices, the INDEX is worth what the purchase cost, give or take rounding.
    expect(amount - matched).toBeLessThanOrEqual(artPrice);
    expect(await indexOf(middle)).toBe(level1 - (level1 * matched) / amount);
    expect(await indexOf(top)).toBe(level2 - (level2 * matched) / amount);
    expect(await indexOf(middle)).toBeLessThan(level1 / 10n + 1n);
    await expectLedgerSound(sql);
  });

  it('waits for an operator’s approval of a sale that needs one, and takes nothing back when it is rejected', async () => {
    const { top, middle, buyer } = await chainOfThree();
    const quantity = (2000_00n + artPrice) / artPrice + 1n;
    const order = await paidOrder(buyer, quantity);
    const [level1, level2] = [level1Of(order), level2Of(order)];
    const operator = await createStaff(t, 'operator');
    const decide = (saleId: string, decision: 'approve' | 'reject') =>
      app.inject({
        method: 'POST',
        url: `/api/admin/sales/${saleId}/${decision}`,
        headers: bearer(operator.token),
        payload: decision === 'reject' ? { reason: 'Call us first' } : {},
      });

    const refused = await sell(buyer, quantity.toString());
    expect(refused.status).toBe('awaiting_approval');
    expect(await indexOf(middle)).toBe(level1);
    expect((await decide(refused.id, 'reject')).statusCode).toBe(200);
    expect(await indexOf(middle)).toBe(level1);
    expect(await indexOf(top)).toBe(level2);
    expect(await holding(sql, art.id, buyer.id)).toBe(quantity);

    const waiting = await sell(buyer, quantity.toString());
    expect(waiting.status).toBe('awaiting_approval');
    expect(await indexOf(middle)).toBe(level1);
    expect(await indexOf(top)).toBe(level2);
    const approved = await decide(waiting.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await indexOf(middle)).toBe(0n);
    expect(await indexOf(top)).toBe(0n);
    expect(await bonusesOf(middle)).toBe('0');
    // The approving operator's act, before the approval's own row.
    const trail = await auditOf(waiting.id);
    expect(trail.map((r) => [r.action, r.actor_id])).toEqual([
      ['sale.request', buyer.id],
      ['referral.bonus_clawback', operator.id],
      ['referral.bonus_clawback', operator.id],
      ['sale.approve', operator.id],
    ]);
    expect(await sql`select 1 from referral_clawbacks where sale_id = ${refused.id}`).toHaveLength(0);
    await expectLedgerSound(sql);
  });

  it('leaves a refund after a partial clawback only the rest to take back', async () => {
    const { top, middle, buyer } = await chainOfThree();
    // Tokens of the same painting held besides the order: the refund needs the order's own.
    await grant(buyer, art.id, 4n);
    const order = await paidOrder(buyer, 10n);
    const [level1, level2] = [level1Of(order), level2Of(order)];

    await sell(buyer, '4');
    const bySales = (bonus: bigint) => (bonus * 4n) / 10n;
    expect(await indexOf(middle)).toBe(level1 - bySales(level1));
    // INDEX of the referrers' own by the time of the refund, which stays theirs.
    await grant(middle, index.id, 1_000_000n);
    await grant(top, index.id, 1_000_000n);

    expect((await t.orders.takeRefund(order.id)).status).toBe('refund_pending');
    expect((await t.orders.completeRefund(order.id, { actorId: null, actorRole: null })).status).toBe('refunded');

    // All of it back once, never more: the refund took only the rest.
    expect(await indexOf(middle)).toBe(1_000_000n);
    expect(await indexOf(top)).toBe(1_000_000n);
    expect(await moved(`bonus-reversal:${order.id}:`, middle)).toBe(-(level1 - bySales(level1)));
    expect(await moved(`bonus-reversal:${order.id}:`, top)).toBe(-(level2 - bySales(level2)));
    expect(await bonusesOf(middle)).toBe('0');
    expect(await bonusesOf(top)).toBe('0');
    const reversal = (await auditOf(order.id)).find(
      (r) => r.action === 'referral.bonus_reverse' && r.after.referrer_id === middle.id,
    );
    expect(reversal?.after).toMatchObject({
      bonus: units(level1),
      taken_back_by_sales: units(bySales(level1)),
      taken_back: units(level1 - bySales(level1)),
      shortfall: '0',
    });

    // A refunded order is matched by no later sale.
    await grant(buyer, art.id, 2n);
    await sell(buyer, '2');
    expect(await indexOf(middle)).toBe(1_000_000n);
    await expectLedgerSound(sql);
  });

  it('holds the bonus, so the referrer cannot sell, swap or withdraw it before the partner sells back', async () => {
    await setFlag(sql, 'swap', true);
    await setFlag(sql, 'withdraw', true);
    const { top, middle, buyer } = await chainOfThree();
    const order = await paidOrder(buyer, 10n);
    const level1 = level1Of(order);
    // Outside testers' second route (decision 0067): sell the bonus first, then let the partner sell back.
    expect(await holding(sql, index.id, middle.id)).toBe(0n);
    expect(await held(sql, index.id, middle.id)).toBe(level1);
    const amount = units(level1);
    const early = [
      await app.inject({
        method: 'POST',
        url: '/api/tokens/sell',
        headers: middle.headers,
        payload: { token_id: index.id, amount, payout_address: await payoutAddress(middle) },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/tokens/swap',
        headers: middle.headers,
        payload: { token_id: index.id, to_token_id: art.id, amount },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/tokens/withdraw',
        headers: middle.headers,
        payload: { token_id: index.id, amount, wallet_address: await payoutAddress(middle), wallet_type: 'solana' },
      }),
    ];
    for (const refused of early) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors ?? {}), refused.body).toEqual(['amount']);
    }

    const sale = await sell(buyer, '10');
    expect(accepted(sale)).toBe(true);
    // All of it came back, from what was held: no shortfall.
    expect(await indexOf(middle)).toBe(0n);
    expect(await indexOf(top)).toBe(0n);
    expect(await bonusesOf(middle)).toBe('0');
    expect((await auditOf(sale.id)).map((r) => r.action)).toEqual([
      'referral.bonus_clawback',
      'referral.bonus_clawback',
      'sale.request',
    ]);
    await expectLedgerSound(sql);
  });

  it('lets the sale through when a released bonus was spent, and records the shortfall', async () => {
    const { top, middle, buyer } = await chainOfThree();
    const order = await paidOrder(buyer, 10n);
    const [level1, level2] = [level1Of(order), level2Of(order)];
    // Released already (here: as if the days were 0; in life, a sale in the same minute as the
    // release), and spent: what comes back is taken from the balance, never below zero.
    expect(await releaseHeldBonuses(sql, 0)).toBeGreaterThanOrEqual(2);
    const spent = level1 - level1 / 4n;
    await spend(middle, spent);
    await spend(top, level2);
    const sale = await sell(buyer, '10');
    expect(accepted(sale)).toBe(true);
    expect(await holding(sql, art.id, buyer.id)).toBe(0n);

    // Never below zero; what was spent stays counted as received.
    expect(await indexOf(middle)).toBe(0n);
    expect(await indexOf(top)).toBe(0n);
    expect(await bonusesOf(middle)).toBe(units(spent));
    expect(await bonusesOf(top)).toBe(units(level2));
    const shortfalls = (await auditOf(sale.id)).filter((r) => r.action === 'referral.bonus_shortfall');
    expect(shortfalls.map((r) => r.after)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          referrer_id: middle.id,
          owed: units(level1),
          taken_back: units(level1 - spent),
          shortfall: units(spent),
        }),
        expect.objectContaining({
          referrer_id: top.id,
          owed: units(level2),
          taken_back: '0',
          shortfall: units(level2),
        }),
      ]),
    );
    expect(shortfalls).toHaveLength(2);
    expect((await verifyAuditChain(sql)).ok).toBe(true);
    await expectLedgerSound(sql);
  });

  it('takes the bonus back in proportion when the partner withdraws the tokens, once the chain confirms it', async () => {
    await setFlag(sql, 'withdraw', true);
    const { top, middle, buyer } = await chainOfThree();
    const order = await paidOrder(buyer, 10n);
    const [level1, level2] = [level1Of(order), level2Of(order)];
    const asked = await app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw',
      headers: buyer.headers,
      payload: { token_id: art.id, amount: '4', wallet_address: await payoutAddress(buyer), wallet_type: 'solana' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawal = Withdrawal.parse(asked.json());
    // Asked for, not yet out: the tokens could still come back to the buyer, and nothing is taken.
    expect(await held(sql, index.id, middle.id)).toBe(level1);

    await t.withdrawals.sendOne(withdrawal.id);
    await t.withdrawals.sendOne(withdrawal.id);
    // Out for good (it could be deposited into another account and sold there): 4 of 10 is 40%.
    const value = parseUsd(order.amount);
    const matched = (value * 4n) / 10n;
    expect(await held(sql, index.id, middle.id)).toBe(level1 - (level1 * matched) / value);
    expect(await held(sql, index.id, top.id)).toBe(level2 - (level2 * matched) / value);
    const trail = await auditOf(withdrawal.id);
    expect(trail.filter((r) => r.action === 'referral.bonus_clawback')).toHaveLength(2);
    expect(trail.find((r) => r.action === 'referral.bonus_clawback')?.actor_id).toBeNull();

    // What the operations list says of the level-1 referrer's bonus: still held, part taken back.
    const [bonus] = ListOrdersResponse.parse(
      (await app.inject({ url: '/api/order', headers: middle.headers })).json(),
    ).filter((o) => o.type === 'referral_bonus');
    const taken = (level1 * matched) / value;
    expect(bonus?.bonus).toMatchObject({
      status: 'held',
      credited_amount: units(level1),
      taken_back_amount: units(taken),
    });
    // The operation's item is what is left of the bonus, as the bonuses total counts it.
    expect(bonus?.items[0]?.quantity).toBe(units(level1 - taken));
    expect(await bonusesOf(middle)).toBe(units(level1 - taken));

    // Selling the other 6 takes the rest; the operation then reads taken back.
    await sell(buyer, '6');
    expect(await indexOf(middle)).toBe(0n);
    expect(await indexOf(top)).toBe(0n);
    const [after] = ListOrdersResponse.parse(
      (await app.inject({ url: '/api/order', headers: middle.headers })).json(),
    ).filter((o) => o.type === 'referral_bonus');
    expect(after).toMatchObject({
      status: 'refunded',
      amount: '0.00',
      items: [{ quantity: '0' }],
      bonus: { status: 'taken_back', credited_amount: units(level1), taken_back_amount: units(level1) },
    });
    expect((await verifyAuditChain(sql)).ok).toBe(true);
    await expectLedgerSound(sql);
  });

  it('judges a sale or withdrawal approved after the days by when it was asked for, and holds the bonus until then', async () => {
    await setFlag(sql, 'withdraw', true);
    const { top, middle, buyer } = await chainOfThree();
    // Two halves, each above the $2,000 an operator approves.
    const half = (2000_00n + artPrice) / artPrice + 1n;
    const order = await paidOrder(buyer, 2n * half);
    const [level1, level2] = [level1Of(order), level2Of(order)];
    // The purchase is 30 days old less a minute: both are asked for while its bonus is held.
    await sql`
      update ledger_transactions set created_at = created_at - interval '30 days' + interval '1 minute'
      where idempotency_key in (${`settle:${order.id}`}, ${`bonus:${order.id}:1`}, ${`bonus:${order.id}:2`})`;
    const sale = await sell(buyer, half.toString());
    expect(sale.status).toBe('awaiting_approval');
    const asked = await app.inject({
      method: 'POST',
      url: '/api/tokens/withdraw',
      headers: buyer.headers,
      payload: {
        token_id: art.id,
        amount: half.toString(),
        wallet_address: await payoutAddress(buyer),
        wallet_type: 'solana',
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawal = Withdrawal.parse(asked.json());
    expect(withdrawal.status).toBe('awaiting_approval');

    // Two minutes pass (everything moves back two minutes): the days end before the operator gets
    // to them, and the release waits for both.
    await sql`
      update ledger_transactions set created_at = created_at - interval '2 minutes'
      where idempotency_key in (${`settle:${order.id}`}, ${`bonus:${order.id}:1`}, ${`bonus:${order.id}:2`})`;
    await sql`update sales set created_at = created_at - interval '2 minutes' where id = ${sale.id}`;
    await sql`update withdrawals set created_at = created_at - interval '2 minutes' where id = ${withdrawal.id}`;
    expect(await releaseHeldBonuses(sql, 30)).toBe(0);
    expect(await held(sql, index.id, middle.id)).toBe(level1);

    const operator = await createStaff(t, 'operator');
    const approve = (path: string) =>
      app.inject({ method: 'POST', url: path, headers: bearer(operator.token), payload: {} });
    expect((await approve(`/api/admin/sales/${sale.id}/approve`)).statusCode).toBe(200);
    // Half of the purchase sold: half of each bonus back, from what was still held.
    expect(await held(sql, index.id, middle.id)).toBe(level1 - level1 / 2n);
    expect(await releaseHeldBonuses(sql, 30), 'the withdrawal still waits').toBe(0);
    expect((await approve(`/api/admin/withdrawals/${withdrawal.id}/approve`)).statusCode).toBe(200);
    expect(await releaseHeldBonuses(sql, 30), 'being sent, it may still leave').toBe(0);
    await t.withdrawals.sendOne(withdrawal.id);
    await t.withdrawals.sendOne(withdrawal.id);

    // All of it left within the days: every bonus went back, nothing is left to release.
    expect(await indexOf(middle)).toBe(0n);
    expect(await indexOf(top)).toBe(0n);
    expect(await releaseHeldBonuses(sql, 30)).toBe(0);
    expect((await auditOf(withdrawal.id)).filter((r) => r.action === 'referral.bonus_clawback')).toHaveLength(2);
    expect(level2).toBeGreaterThan(0n);
    await expectLedgerSound(sql);
  });
});

/** A referrer set aside (removed by themselves, decision 0080; blocked by an operator), then back. */
const setAside = {
  removed: {
    apply: (id: string) => sql`update users set removed_at = now() where id = ${id}`,
    undo: (id: string) => sql`update users set removed_at = null where id = ${id}`,
  },
  blocked: {
    apply: (id: string) => sql`update users set blocked_at = now(), blocked_reason = 'test' where id = ${id}`,
    undo: (id: string) => sql`update users set blocked_at = null, blocked_reason = null where id = ${id}`,
  },
};

describe.each(['removed', 'blocked'] as const)('a %s referrer', (state) => {
  it('earns no new bonus, and one already held waits until they are back', async () => {
    const { top, middle, buyer } = await chainOfThree();
    const first = await paidOrder(buyer, 2n);
    const heldBefore = await held(sql, index.id, middle.id);
    expect(heldBefore).toBeGreaterThan(0n);
    // Nothing of theirs is under way; held bonuses are not theirs yet.
    await setAside[state].apply(middle.id);
    await paidOrder(buyer, 2n);
    // No bonus into an account that will be erased, or is blocked; the level above still earns its own.
    expect(await held(sql, index.id, middle.id)).toBe(heldBefore);
    expect(await held(sql, index.id, top.id)).toBeGreaterThan(0n);
    // Due for release, the held bonus stays held meanwhile...
    await sql`
      update ledger_transactions set created_at = created_at - interval '31 days'
      where idempotency_key in (${`settle:${first.id}`}, ${`bonus:${first.id}:1`}, ${`bonus:${first.id}:2`})`;
    await releaseHeldBonuses(sql, 30);
    expect(await holding(sql, index.id, middle.id)).toBe(0n);
    expect(await held(sql, index.id, middle.id)).toBe(heldBefore);
    // ...and is released once the account is restored, or unblocked.
    await setAside[state].undo(middle.id);
    await releaseHeldBonuses(sql, 30);
    expect(await holding(sql, index.id, middle.id)).toBe(heldBefore);
    await expectLedgerSound(sql);
  });
});
