import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { formatCents } from '@pinacoteca/contracts/money';
import { Sale, StaffSalesResponse, type SaleStatus } from '@pinacoteca/contracts/tokens/sell';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, investorHolding } from '../../../test/accounts.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { failPayout } from '../chain/sale-queries.ts';

// The console's list of sales back to the platform: every status, as withdrawals are listed, not
// only the sales still waiting (a paid sale used to vanish from the console).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-sales-list-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  WITHDRAW_DAILY_LIMIT_USD: '100000000',
  WITHDRAW_APPROVAL_ABOVE_USD: '10000',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, sales } = t;
const chain = t.chain as EmbeddedChain;

let art: { id: string; price: bigint };
let operator: Awaited<ReturnType<typeof createStaff>>;
/** One sale of each status, made through the API as people and operators make them. */
const made = {} as Record<SaleStatus, Sale>;

const post = (token: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** A verified seller holding `quantity`, with a saved wallet; sells `amount` to it. */
async function sale(amount: bigint): Promise<Sale> {
  const person = await investorHolding(t, art.id, amount);
  const to = (await generateKeyPairSigner()).address;
  const saved = await post(person.token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
  expect(saved.statusCode, saved.body).toBe(200);
  const sold = await post(person.token, '/api/tokens/sell', {
    token_id: art.id,
    amount: amount.toString(),
    payout_address: to,
  });
  expect(sold.statusCode, sold.body).toBe(200);
  return Sale.parse(sold.json());
}

const list = async (query = '', token = operator.token) => {
  const response = await app.inject({ url: `/api/admin/sales${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return StaffSalesResponse.parse(response.json());
};

beforeAll(async () => {
  await issuer.issueAll();
  const [row] = await sql<{ id: string; current_price_cents: string }[]>`
    select id, current_price_cents::text from tokens
    where kind = 'art' and current_price_cents between 1000 and 20000 order by current_price_cents limit 1`;
  art = { id: row!.id, price: BigInt(row!.current_price_cents) };
  operator = await createStaff(t);
  // Above the $10,000 threshold: waits for an operator.
  const large = (10_000n * 100n) / art.price + 1n;

  // The platform holds no USDC yet: the first payout waits for it.
  made.awaiting_funds = await sale(1n);
  await sales.payOne(made.awaiting_funds.id);
  const { recipient } = await chain.paymentTarget();
  await chain.mintTestUsdc(recipient, 1_000_000n * 1_000_000n);
  made.success = await sale(2n);
  await sales.payOne(made.success.id);
  made.processing = await sale(1n);
  made.failed = await sale(1n);
  await failPayout(sql, made.failed.id, 'the chain refused it');
  made.rejected = await sale(large);
  const rejected = await post(operator.token, `/api/admin/sales/${made.rejected.id}/reject`, {
    reason: 'Not this week',
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  made.awaiting_approval = await sale(large);
});

const statusOf = async (id: string) => (await sql<{ status: string }[]>`select status from sales where id = ${id}`)[0]!;

describe('the console lists sales by status, as it lists withdrawals', () => {
  it('made one sale of each status to list', async () => {
    for (const [status, made1] of Object.entries(made)) expect(await statusOf(made1.id)).toEqual({ status });
  });

  it('answers without a status what it always did: the sales an operator may have to act on', async () => {
    const waiting = await list();
    expect(waiting.sales.map((s) => s.id)).toEqual([made.awaiting_approval.id, made.failed.id, made.awaiting_funds.id]);
    expect(waiting.usdc_balance).toMatch(/^\d/);
  });

  it("says what the tokens of a waiting sale are worth at today's price beside the payout offered", async () => {
    const waiting = (await list()).sales.find((s) => s.id === made.awaiting_approval.id)!;
    const amount = BigInt(waiting.amount);
    expect(waiting.value_now).toBe(formatCents(amount * art.price));
    // The price lowered to a fifth while it waits: the payout stands, today's value follows.
    await sql`update tokens set current_price_cents = ${(art.price / 5n).toString()} where id = ${art.id}`;
    const lowered = (await list()).sales.find((s) => s.id === made.awaiting_approval.id)!;
    await sql`update tokens set current_price_cents = ${art.price.toString()} where id = ${art.id}`;
    expect(lowered.payout).toBe(waiting.payout);
    expect(lowered.value_now).toBe(formatCents(amount * (art.price / 5n)));
  });

  it('lists a paid sale under success, with its amounts, payout address and transaction link', async () => {
    const paid = await list('?status=success');
    expect(paid.sales).toHaveLength(1);
    const [one] = paid.sales;
    expect(one).toMatchObject({
      id: made.success.id,
      status: 'success',
      amount: '2',
      payout: made.success.payout,
      payout_address: made.success.payout_address,
      user_id: expect.any(String),
    });
    expect(one!.signature).toBeTruthy();
    expect(one!.explorer_url).toBe(`/transparency/tx/${one!.signature}`);
    expect(one!.confirmed_at).not.toBeNull();
  });

  it('lists each status alone, a rejected sale with the reason the seller reads', async () => {
    for (const status of ['awaiting_approval', 'processing', 'awaiting_funds', 'failed'] as const) {
      expect(
        (await list(`?status=${status}`)).sales.map((s) => s.id),
        status,
      ).toEqual([made[status].id]);
    }
    const rejected = await list('?status=rejected');
    expect(rejected.sales).toHaveLength(1);
    expect(rejected.sales[0]).toMatchObject({ id: made.rejected.id, reason: 'Not this week', cause: null });
  });

  it('lists every sale with `all`, newest first', async () => {
    const all = await list('?status=all');
    expect(all.sales.map((s) => s.id)).toEqual([
      made.awaiting_approval.id,
      made.rejected.id,
      made.failed.id,
      made.processing.id,
      made.success.id,
      made.awaiting_funds.id,
    ]);
  });

  it('refuses an unknown status, and anyone but staff', async () => {
    const unknown = await app.inject({ url: '/api/admin/sales?status=paid', headers: bearer(operator.token) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('message');
    const seller = await investorHolding(t, art.id, 0n);
    const refused = await app.inject({ url: '/api/admin/sales?status=all', headers: bearer(seller.token) });
    expect(refused.statusCode).toBe(403);
  });

  it('answers the newest 200 of a status, as the withdrawals list does', async () => {
    const [seller] = await sql<{ user_id: string }[]>`select user_id from sales where id = ${made.rejected.id}`;
    await sql`
      insert into sales (user_id, token_id, amount, price_cents, value_cents, payout_address, payout_units, status,
                         reason, created_at)
      select ${seller!.user_id}, ${art.id}, 1, ${art.price.toString()}, ${art.price.toString()},
             ${made.rejected.payout_address}, ${(art.price * 10_000n).toString()}, 'rejected', 'Old',
             now() - make_interval(days => n)
      from generate_series(1, 250) as n`;
    const rejected = await list('?status=rejected');
    expect(rejected.sales).toHaveLength(200);
    expect(rejected.sales[0]!.id).toBe(made.rejected.id);
    const times = rejected.sales.map((s) => Date.parse(s.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list('?status=all')).sales).toHaveLength(200);
    // The default list is not touched by sales already decided.
    expect((await list()).sales).toHaveLength(3);
  });
});
