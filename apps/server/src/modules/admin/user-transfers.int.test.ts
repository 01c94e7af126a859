import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TRANSFERS_SHOWN, StaffUserDetail } from '@pinacoteca/contracts/admin/console';
import { DevWalletResponse } from '@pinacoteca/contracts/dev/chain-wallet';
import { formatCents } from '@pinacoteca/contracts/money';
import { DepositAddress } from '@pinacoteca/contracts/tokens/deposit';
import { Sale } from '@pinacoteca/contracts/tokens/sell';
import { Withdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, investorHolding } from '../../../test/accounts.ts';
import { setFlag } from '../flags/service.ts';

// The console's person page listed only purchases: an operator deciding on a withdrawal or a sale
// could not see the person's transfers nor what they had taken out in the last 24 hours.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-user-transfers-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  WITHDRAW_DAILY_LIMIT_USD: '100000000',
  WITHDRAW_APPROVAL_ABOVE_USD: '100000000',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, withdrawals, deposits } = t;

let art: { id: string; symbol: string; price: bigint };
let other: { id: string; symbol: string };
let testWallet: string;

const post = (token: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

beforeAll(async () => {
  await issuer.issueAll();
  for (const flag of ['withdraw', 'deposit', 'swap'] as const) await setFlag(sql, flag, true);
  const priced = await sql<{ id: string; symbol: string; current_price_cents: string }[]>`
    select t.id, t.symbol, t.current_price_cents::text from tokens t join token_mints m on m.token_id = t.id
    where t.kind = 'art' and t.current_price_cents > 0 order by t.current_price_cents limit 2`;
  art = { id: priced[0]!.id, symbol: priced[0]!.symbol, price: BigInt(priced[0]!.current_price_cents) };
  other = { id: priced[1]!.id, symbol: priced[1]!.symbol };
  testWallet = DevWalletResponse.parse((await app.inject({ url: '/api/dev/chain/wallet' })).json()).address;
});

/** A verified person holding `quantity` of the cheapest painting, with the test wallet saved as theirs. */
async function person(quantity: bigint) {
  const someone = await investorHolding(t, art.id, quantity);
  const saved = await post(someone.token, '/api/tokens/withdraw-addresses', {
    wallet_type: 'solana',
    address: testWallet,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return someone;
}

async function withdraw(token: string, amount: string) {
  const response = await post(token, '/api/tokens/withdraw', {
    token_id: art.id,
    amount,
    wallet_type: 'solana',
    wallet_address: testWallet,
  });
  expect(response.statusCode, response.body).toBe(200);
  return Withdrawal.parse(response.json());
}

async function sell(token: string, amount: string) {
  const response = await post(token, '/api/tokens/sell', { token_id: art.id, amount, payout_address: testWallet });
  expect(response.statusCode, response.body).toBe(200);
  return Sale.parse(response.json());
}

describe('GET /api/admin/users/{id}: the person’s transfers', () => {
  it('lists their withdrawal, sale, deposit and swap newest first, with what they took out in 24 hours', async () => {
    const operator = await createStaff(t);
    const investor = await person(20n);
    // Another person's transfers are not theirs.
    const stranger = await person(5n);
    await sell(stranger.token, '1');

    const withdrawal = await withdraw(investor.token, '3');
    await withdrawals.sendOne(withdrawal.id);
    const [sent] = await sql<{ signature: string }[]>`select signature from withdrawals where id = ${withdrawal.id}`;
    const sale = await sell(investor.token, '2');
    // Back in from their own wallet: one of the three withdrawn, to their deposit address.
    const { address: depositTo } = DepositAddress.parse(
      (
        await app.inject({ url: '/api/tokens/deposit-address?wallet_type=solana', headers: bearer(investor.token) })
      ).json(),
    );
    const arrived = await app.inject({
      method: 'POST',
      url: '/api/dev/chain/send',
      payload: { to: depositTo, token_id: art.id, amount: '1' },
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(await deposits.runOnce()).toMatchObject({ credited: 1 });
    const swapped = await post(investor.token, '/api/tokens/swap', {
      token_id: art.id,
      to_token_id: other.id,
      amount: '5',
    });
    expect(swapped.statusCode, swapped.body).toBe(200);

    const response = await app.inject({ url: `/api/admin/users/${investor.id}`, headers: bearer(operator.token) });
    expect(response.statusCode, response.body).toBe(200);
    const detail = StaffUserDetail.parse(response.json());
    expect(detail.transfers.map((x) => x.kind)).toEqual(['swap', 'deposit', 'sale', 'withdrawal']);
    expect(detail.transfers_total).toBe(4);
    const [swap, deposit, sold, withdrawn] = detail.transfers;
    expect(withdrawn).toMatchObject({
      id: withdrawal.id,
      status: 'success',
      symbol: art.symbol,
      amount: '3',
      value: formatCents(art.price * 3n),
      payout: null,
      signature: sent!.signature,
      explorer_url: `/transparency/tx/${sent!.signature}`,
    });
    expect(sold).toMatchObject({
      id: sale.id,
      status: sale.status,
      symbol: art.symbol,
      amount: '2',
      value: formatCents(art.price * 2n),
      payout: sale.payout,
    });
    expect(deposit).toMatchObject({
      status: 'credited',
      symbol: art.symbol,
      amount: '1',
      signature: arrived.json().signature,
      explorer_url: `/transparency/tx/${arrived.json().signature}`,
    });
    expect(swap).toMatchObject({
      id: swapped.json().transaction_id,
      status: 'success',
      symbol: art.symbol,
      amount: '5',
      received: { symbol: other.symbol, amount: swapped.json().received },
      signature: null,
    });
    // Valued as the person's own operations value it: what they gave.
    const own = await app.inject({ url: `/api/order/${swap!.id}`, headers: bearer(investor.token) });
    expect(swap!.value).toBe(own.json().swap.given_value);
    // Withdrawals and sales share the daily limit; deposits and swaps take nothing out.
    expect(detail.outgoing_today).toEqual({ value: formatCents(art.price * 5n), count: 2 });
    // The existing answer is unchanged: these were not purchases.
    expect(detail.orders).toEqual([]);
  });

  it('leaves out refused withdrawals from the 24 hours, and answers nothing for a person without transfers', async () => {
    const operator = await createStaff(t);
    const quiet = await investorHolding(t, art.id, 1n);
    const empty = StaffUserDetail.parse(
      (await app.inject({ url: `/api/admin/users/${quiet.id}`, headers: bearer(operator.token) })).json(),
    );
    expect(empty).toMatchObject({ transfers: [], transfers_total: 0, outgoing_today: { value: '0.00', count: 0 } });

    const investor = await person(4n);
    const refused = await withdraw(investor.token, '4');
    await sql`update withdrawals set status = 'failed', failure = 'refused by the chain' where id = ${refused.id}`;
    const detail = StaffUserDetail.parse(
      (await app.inject({ url: `/api/admin/users/${investor.id}`, headers: bearer(operator.token) })).json(),
    );
    expect(detail.transfers).toMatchObject([{ id: refused.id, kind: 'withdrawal', status: 'failed' }]);
    expect(detail.transfers_total).toBe(1);
    expect(detail.outgoing_today).toEqual({ value: '0.00', count: 0 });
  });

  it('lists the newest 50 and says how many there are in all', async () => {
    const operator = await createStaff(t);
    // One of the dearer painting buys at least one of the cheaper.
    const investor = await investorHolding(t, other.id, 60n);
    const ids: string[] = [];
    for (let i = 0; i < STAFF_TRANSFERS_SHOWN + 1; i++) {
      const swapped = await post(investor.token, '/api/tokens/swap', {
        token_id: other.id,
        to_token_id: art.id,
        amount: '1',
      });
      expect(swapped.statusCode, swapped.body).toBe(200);
      ids.push(swapped.json().transaction_id);
    }
    const detail = StaffUserDetail.parse(
      (await app.inject({ url: `/api/admin/users/${investor.id}`, headers: bearer(operator.token) })).json(),
    );
    expect(detail.transfers_total).toBe(STAFF_TRANSFERS_SHOWN + 1);
    expect(detail.transfers.map((x) => x.id)).toEqual(ids.slice(1).reverse());
  });
});
