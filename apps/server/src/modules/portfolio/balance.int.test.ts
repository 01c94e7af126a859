import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { BalanceResponse } from '@pinacoteca/contracts/account/balance';
import { formatCents } from '@pinacoteca/contracts/money';
import { Sale } from '@pinacoteca/contracts/tokens/sell';
import { Withdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, investorHolding } from '../../../test/accounts.ts';
import { expectLedgerSound } from '../../../test/orders.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { setFlag } from '../flags/service.ts';

// Tokens set aside for a withdrawal or a sale not yet done are shown beside the holdings (issue 11
// §8, "the wallet and portfolio include them"), counted in none of the holdings' figures.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-balance-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  WITHDRAW_APPROVAL_ABOVE_USD: '100',
  WITHDRAW_DAILY_LIMIT_USD: '100000000',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, withdrawals, sales } = t;
const chain = t.chain as EmbeddedChain;

let art: { id: string; price: bigint };
/** Enough of the art token to be worth more than the approval threshold ($100). */
let big: bigint;

beforeAll(async () => {
  await issuer.issueAll();
  await setFlag(sql, 'withdraw', true);
  const [row] = await sql<{ id: string; current_price_cents: string }[]>`
    select id, current_price_cents::text from tokens
    where kind = 'art' and current_price_cents between 1000 and 20000 order by current_price_cents limit 1`;
  art = { id: row!.id, price: BigInt(row!.current_price_cents) };
  big = 10_000n / art.price + 1n;
});

const post = (token: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function balanceOf(token: string): Promise<BalanceResponse> {
  const response = await app.inject({ url: '/api/account/balance', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return BalanceResponse.parse(response.json());
}

/** A verified investor holding `held` of the art token, with a saved address usable at once. */
async function investor(held: bigint) {
  const person = await investorHolding(t, art.id, held);
  const to = (await generateKeyPairSigner()).address;
  const saved = await post(person.token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...person, to };
}

const withdraw = async (who: { token: string; to: string }, amount: bigint) => {
  const response = await post(who.token, '/api/tokens/withdraw', {
    token_id: art.id,
    amount: amount.toString(),
    wallet_address: who.to,
    wallet_type: 'solana',
  });
  expect(response.statusCode, response.body).toBe(200);
  return Withdrawal.parse(response.json());
};

const sell = async (who: { token: string; to: string }, amount: bigint) => {
  const response = await post(who.token, '/api/tokens/sell', {
    token_id: art.id,
    amount: amount.toString(),
    payout_address: who.to,
  });
  expect(response.statusCode, response.body).toBe(200);
  return Sale.parse(response.json());
};

const value = (amount: bigint) => formatCents(amount * art.price);

describe('GET /api/account/balance: what is set aside', () => {
  it('lists a withdrawal and a sale waiting for approval, out of the holdings, and neither once rejected', async () => {
    const operator = await createStaff(t);
    const person = await investor(3n * big);
    const withdrawal = await withdraw(person, big);
    const sale = await sell(person, big);
    expect([withdrawal.status, sale.status]).toEqual(['awaiting_approval', 'awaiting_approval']);

    const waiting = await balanceOf(person.token);
    // The holdings keep their meaning: only what is still the person's.
    expect(waiting.art_token_balances).toEqual([{ id: art.id, quantity: big.toString() }]);
    expect(waiting.balance_amount).toBe(value(big));
    expect(waiting.set_aside).toEqual([
      {
        operation_id: sale.id,
        kind: 'sale',
        status: 'awaiting_approval',
        token_id: art.id,
        amount: big.toString(),
        value: value(big),
        created_at: sale.created_at,
      },
      {
        operation_id: withdrawal.id,
        kind: 'withdrawal',
        status: 'awaiting_approval',
        token_id: art.id,
        amount: big.toString(),
        value: value(big),
        created_at: withdrawal.created_at,
      },
    ]);
    // Another person's are not theirs to see.
    const other = await investor(1n);
    expect((await balanceOf(other.token)).set_aside).toBeUndefined();

    const rejectedWithdrawal = await post(operator.token, `/api/admin/withdrawals/${withdrawal.id}/reject`, {
      reason: 'Call us first',
    });
    expect(rejectedWithdrawal.statusCode, rejectedWithdrawal.body).toBe(200);
    expect((await balanceOf(person.token)).set_aside?.map((a) => a.operation_id)).toEqual([sale.id]);
    const rejectedSale = await post(operator.token, `/api/admin/sales/${sale.id}/reject`, { reason: 'Call us first' });
    expect(rejectedSale.statusCode, rejectedSale.body).toBe(200);

    // Back in the holdings, and nothing set aside any more (the field absent, as before there was one).
    expect(await balanceOf(person.token)).toEqual({
      balance_amount: value(3n * big),
      index_token_balance: '0',
      art_token_balances: [{ id: art.id, quantity: (3n * big).toString() }],
    });
    await expectLedgerSound(sql);
  });

  it('keeps an approved withdrawal until it is on chain, and an approved sale until it is paid', async () => {
    const operator = await createStaff(t);
    const person = await investor(2n * big);
    const withdrawal = await withdraw(person, big);
    const sale = await sell(person, big);
    expect((await post(operator.token, `/api/admin/withdrawals/${withdrawal.id}/approve`)).statusCode).toBe(200);
    expect((await post(operator.token, `/api/admin/sales/${sale.id}/approve`)).statusCode).toBe(200);

    // Being sent, and a payout the platform's USDC cannot cover yet: both still on their way.
    const onTheirWay = await balanceOf(person.token);
    expect(onTheirWay.art_token_balances).toEqual([]);
    expect(onTheirWay.balance_amount).toBe('0.00');
    expect(onTheirWay.set_aside?.map((a) => [a.kind, a.status])).toEqual([
      ['sale', 'awaiting_funds'],
      ['withdrawal', 'processing'],
    ]);

    await withdrawals.sendOne(withdrawal.id);
    expect((await balanceOf(person.token)).set_aside?.map((a) => a.operation_id)).toEqual([sale.id]);
    await chain.mintTestUsdc((await chain.paymentTarget()).recipient, big * art.price * 10_000n);
    await sales.resumeDue();
    expect((await balanceOf(person.token)).set_aside).toBeUndefined();
    await expectLedgerSound(sql);
  });
});
