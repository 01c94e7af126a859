import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, generateKeyPairSigner } from '@solana/kit';
import { Order } from '@pinacoteca/contracts/orders/order';
import { Sale, StaffSalesResponse } from '@pinacoteca/contracts/tokens/sell';
import { Withdrawal, WithdrawAddressList } from '@pinacoteca/contracts/tokens/withdraw';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, enableTwoFactor, investorHolding, mailsTo } from '../../../test/accounts.ts';
import { expectLedgerSound, holding } from '../../../test/orders.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { setFlag } from '../flags/service.ts';
import { failPayout } from './sale-queries.ts';

// Removing a saved address stops every payout not yet signed to it (an outside tester saw a sale
// waiting for USDC paid to an address its seller had removed): sales already owed wait for another
// address, approved withdrawals not signed yet are refused.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-payout-address-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  // No approval and no daily limit in the way: what is tested is what happens after acceptance.
  WITHDRAW_DAILY_LIMIT_USD: '100000000',
  WITHDRAW_APPROVAL_ABOVE_USD: '100000000',
  WITHDRAW_DAILY_COUNT_LIMIT: '100',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, sales, withdrawals } = t;
const chain = t.chain as EmbeddedChain;

let art: { id: string; priceCents: bigint; mint: string };
let usdc: { mint: ReturnType<typeof address>; recipient: ReturnType<typeof address> };

beforeAll(async () => {
  await issuer.issueAll();
  await issuer.reconcile();
  await setFlag(sql, 'withdraw', true);
  const [row] = await sql<{ id: string; current_price_cents: string; mint_address: string }[]>`
    select t.id, t.current_price_cents::text, m.mint_address from tokens t join token_mints m on m.token_id = t.id
    where t.kind = 'art' and t.current_price_cents > 0 order by t.current_price_cents limit 1`;
  art = { id: row!.id, priceCents: BigInt(row!.current_price_cents), mint: row!.mint_address };
  const target = await chain.paymentTarget();
  usdc = { mint: target.mint, recipient: target.recipient };
});

const post = (token: string, url: string, payload: object = {}, locale = 'en') =>
  app.inject({ method: 'POST', url: `${url}?_locale=${locale}`, headers: bearer(token), payload });
const usdcOf = (owner: string) => chain.tokenBalance(address(owner), usdc.mint);
const saleStatus = async (id: string) =>
  (await sql<{ status: string }[]>`select status from sales where id = ${id}`)[0]!.status;

/** A fresh wallet saved as the person's address (usable at once in this file). */
async function savedWallet(token: string) {
  const to = (await generateKeyPairSigner()).address;
  const saved = await post(token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
  expect(saved.statusCode, saved.body).toBe(200);
  return to;
}

async function removeAddress(token: string, to: string) {
  const list = WithdrawAddressList.parse(
    (await app.inject({ url: '/api/tokens/withdraw-addresses', headers: bearer(token) })).json(),
  );
  const saved = list.addresses.find((a) => a.address === to)!;
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/tokens/withdraw-addresses/${saved.id}`,
    headers: bearer(token),
  });
  expect(removed.statusCode, removed.body).toBe(204);
}

const sell = async (token: string, amount: bigint, to: string) => {
  const response = await post(token, '/api/tokens/sell', {
    token_id: art.id,
    amount: amount.toString(),
    payout_address: to,
  });
  expect(response.statusCode, response.body).toBe(200);
  return Sale.parse(response.json());
};

const choose = (token: string, id: string, payoutAddress: string, locale = 'en') =>
  post(token, `/api/tokens/sell/${id}/payout-address`, { payout_address: payoutAddress }, locale);

describe('removing the address a sale already owed pays out to', () => {
  it('holds a sale waiting for USDC for another address: nothing is paid to the removed one, the one chosen is paid', async () => {
    const operator = await createStaff(t);
    // More than the platform's USDC covers: the sale waits for USDC.
    const needed = (await chain.usdcHolding()) / (art.priceCents * 10_000n) + 2n;
    const owed = needed * art.priceCents * 10_000n;
    const person = await investorHolding(t, art.id, needed);
    const [removedTo, chosen] = [await savedWallet(person.token), await savedWallet(person.token)];
    const sale = await sell(person.token, needed, removedTo);
    expect(sale.status).toBe('awaiting_funds');

    await removeAddress(person.token, removedTo);
    expect(await saleStatus(sale.id)).toBe('awaiting_address');
    // The sale stands (the tokens are the treasury's); the person sees it waiting on them.
    expect(await holding(sql, art.id, person.id)).toBe(0n);
    const operation = Order.parse(
      (await app.inject({ url: `/api/order/${sale.id}`, headers: bearer(person.token) })).json(),
    );
    expect(operation).toMatchObject({ type: 'selling', status: 'pending' });
    expect(operation.sale).toMatchObject({ status: 'awaiting_address', payout_address: removedTo });
    // Still owed to them: the wallet counts it among what is set aside.
    const balance = (await app.inject({ url: '/api/account/balance', headers: bearer(person.token) })).json<{
      set_aside?: { operation_id: string; status: string }[];
    }>();
    expect(balance.set_aside?.find((a) => a.operation_id === sale.id)?.status).toBe('awaiting_address');
    const audit = await sql<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }[]>`
      select action, before, after from audit_log where subject_id = ${sale.id} and action = 'sale.address_removed'`;
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ status: 'awaiting_funds', payout_address: removedTo });
    expect(audit[0]!.after).toMatchObject({ status: 'awaiting_address' });
    const removal = await sql<{ after: Record<string, unknown> }[]>`
      select after from audit_log where actor_id = ${person.id} and action = 'account.withdraw_address_removed'`;
    expect(removal[0]!.after).toMatchObject({ refused_sales: 0, held_sales: 1 });
    // The person is told by e-mail, with the payout that now waits for them.
    const [notice] = (await mailsTo(t, person.email)).filter((m) => m.template === 'withdraw_address_removed');
    expect(notice!.body_text).toContain(removedTo);
    expect(notice!.body_text).toMatch(/The payout of one sale you made waits for you to choose another address/);
    expect(notice!.body_text).toMatch(/\/operations/);

    // The USDC arrives: neither the minute job nor an operator pays the removed address.
    await chain.mintTestUsdc(usdc.recipient, owed * 2n);
    await sales.payWaiting();
    await sales.resumeDue();
    await sales.payOne(sale.id);
    expect(await usdcOf(removedTo)).toBe(0n);
    expect(await saleStatus(sale.id)).toBe('awaiting_address');
    const retry = await post(operator.token, `/api/admin/sales/${sale.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('The seller removed this payout’s address: it waits for them to choose another');
    expect(await usdcOf(removedTo)).toBe(0n);
    // Operators see it under its own status, not among those they have to act on: nothing of
    // theirs can pay it (a round-2 tester found it listed "to act on" without a button).
    const unpaid = StaffSalesResponse.parse(
      (await app.inject({ url: '/api/admin/sales', headers: bearer(operator.token) })).json(),
    );
    expect(unpaid.sales.map((s) => s.id)).not.toContain(sale.id);
    const held = StaffSalesResponse.parse(
      (await app.inject({ url: '/api/admin/sales?status=awaiting_address', headers: bearer(operator.token) })).json(),
    );
    expect(held.sales.find((s) => s.id === sale.id)?.status).toBe('awaiting_address');

    // Removing the account now would leave the payout with nobody to choose its address, and once
    // erased with nobody to pay: refused until it is chosen (a round-2 tester's finding).
    const removeAccount = await post(person.token, '/api/account/remove', { password: person.password });
    expect(removeAccount.statusCode).toBe(400);
    expect(removeAccount.json().message).toBe(
      'A sale’s payout waits for you to choose its address: choose it first, then remove the account',
    );
    const [kept] = await sql<{ removed_at: Date | null }[]>`select removed_at from users where id = ${person.id}`;
    expect(kept!.removed_at).toBeNull();

    // Refusals: another person's sale is not found; the address must pass a sale's own checks.
    const stranger = await investorHolding(t, art.id, 0n);
    const strangers = await savedWallet(stranger.token);
    const notTheirs = await choose(stranger.token, sale.id, strangers);
    expect(notTheirs.statusCode).toBe(404);
    const unsaved = await choose(person.token, sale.id, (await generateKeyPairSigner()).address);
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().errors).toEqual({
      payout_address: 'Save this address first: tokens and payments go only to saved addresses',
    });
    const again = await choose(person.token, sale.id, removedTo, 'ru');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      payout_address: 'Сначала сохраните этот адрес: токены и выплаты отправляются только на сохранённые адреса',
    });
    const platform = await choose(person.token, sale.id, usdc.recipient);
    expect(platform.statusCode).toBe(400);
    expect(platform.json().errors).toEqual({ payout_address: "This is the platform's own address" });
    const malformed = await choose(person.token, sale.id, 'not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ payout_address: 'Only a devnet Solana address is accepted' });
    expect(await saleStatus(sale.id)).toBe('awaiting_address');

    // The seller chooses another saved address: paid there, as an approved sale is.
    const chosenResponse = await choose(person.token, sale.id, chosen);
    expect(chosenResponse.statusCode, chosenResponse.body).toBe(200);
    expect(Sale.parse(chosenResponse.json())).toMatchObject({ status: 'processing', payout_address: chosen });
    const twice = await choose(person.token, sale.id, chosen);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This sale is not waiting for a new payout address');
    await sales.payOne(sale.id);
    expect(await usdcOf(chosen)).toBe(owed);
    expect(await usdcOf(removedTo)).toBe(0n);
    expect(await saleStatus(sale.id)).toBe('success');
    const chose = await sql<{ actor_id: string; after: Record<string, unknown> }[]>`
      select actor_id, after from audit_log where subject_id = ${sale.id} and action = 'sale.payout_address'`;
    expect(chose).toEqual([
      { actor_id: person.id, after: expect.objectContaining({ status: 'processing', payout_address: chosen }) },
    ]);
    // A paid sale is no longer waiting for an address.
    const late = await choose(person.token, sale.id, chosen);
    expect(late.statusCode).toBe(409);
    await expectLedgerSound(sql);
  });

  it('holds a payout being paid but not signed yet, and one the chain refused, for another address', async () => {
    const operator = await createStaff(t);
    await chain.mintTestUsdc(usdc.recipient, 100n * art.priceCents * 10_000n);
    const person = await investorHolding(t, art.id, 4n);
    const [removedTo, kept] = [await savedWallet(person.token), await savedWallet(person.token)];
    // Accepted and covered: its payout job is queued, nothing signed yet.
    const queued = await sell(person.token, 1n, removedTo);
    expect(queued.status).toBe('processing');
    // Refused by the chain: waits for an operator to send it again.
    const refused = await sell(person.token, 1n, removedTo);
    await failPayout(sql, refused.id, 'refused by the chain');
    expect(await saleStatus(refused.id)).toBe('failed');
    // To the address kept: untouched.
    const elsewhere = await sell(person.token, 1n, kept);

    await removeAddress(person.token, removedTo);
    expect(await saleStatus(queued.id)).toBe('awaiting_address');
    expect(await saleStatus(refused.id)).toBe('awaiting_address');
    expect(await saleStatus(elsewhere.id)).toBe('processing');

    // Its queued job, the minute job and an operator's retry pay nothing to the removed address.
    await sales.payOne(queued.id);
    await sales.payOne(refused.id);
    await sales.resumeDue();
    const retry = await post(operator.token, `/api/admin/sales/${refused.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(await usdcOf(removedTo)).toBe(0n);
    await sales.payOne(elsewhere.id);
    expect(await usdcOf(kept)).toBe(art.priceCents * 10_000n);

    // Chosen again: the refused one is paid with a fresh transaction.
    const chosen = await choose(person.token, refused.id, kept);
    expect(chosen.statusCode, chosen.body).toBe(200);
    await sales.payOne(refused.id);
    expect(await usdcOf(kept)).toBe(2n * art.priceCents * 10_000n);
    expect(await usdcOf(removedTo)).toBe(0n);
    await expectLedgerSound(sql);
  });
});

describe('choosing where an owed payout goes', () => {
  it('asks for the two-factor code when it is on, as a sale does, and tells the seller by e-mail', async () => {
    const person = await investorHolding(t, art.id, 2n);
    const [removedTo, chosen] = [await savedWallet(person.token), await savedWallet(person.token)];
    // Owed and not signed yet, then its address removed: held for another.
    const sale = await sell(person.token, 1n, removedTo);
    await removeAddress(person.token, removedTo);
    expect(await saleStatus(sale.id)).toBe('awaiting_address');
    const totp = await enableTwoFactor(t, person.id);
    // A stolen session alone cannot send the money elsewhere (a round-2 tester's finding).
    const without = await choose(person.token, sale.id, chosen);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ code: 'This is a required field' });
    const wrong = await post(person.token, `/api/tokens/sell/${sale.id}/payout-address`, {
      payout_address: chosen,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: 'Wrong code, check digits' });
    expect(await saleStatus(sale.id)).toBe('awaiting_address');
    const right = await post(person.token, `/api/tokens/sell/${sale.id}/payout-address`, {
      payout_address: chosen,
      code: totp.code(),
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(Sale.parse(right.json()).payout_address).toBe(chosen);
    const [notice] = (await mailsTo(t, person.email)).filter((m) => m.template === 'sale_payout_address');
    expect(notice!.body_text).toContain(chosen);
    expect(notice!.body_text).toMatch(/If it was not you, change your password now/);
  });
});

describe('a blocked person', () => {
  it('is sent nothing not signed yet until unblocked: a payout waiting for USDC, its retry, an approved withdrawal', async () => {
    const operator = await createStaff(t);
    const needed = (await chain.usdcHolding()) / (art.priceCents * 10_000n) + 2n;
    const person = await investorHolding(t, art.id, needed + 1n);
    const to = await savedWallet(person.token);
    const sale = await sell(person.token, needed, to);
    expect(sale.status).toBe('awaiting_funds');
    const withdrawn = await post(person.token, '/api/tokens/withdraw', {
      token_id: art.id,
      wallet_type: 'solana',
      wallet_address: to,
      amount: '1',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const withdrawal = Withdrawal.parse(withdrawn.json());
    expect(withdrawal.status).toBe('processing');
    const blocked = await post(operator.token, `/api/admin/users/${person.id}/block`, { reason: 'Checking' });
    expect(blocked.statusCode, blocked.body).toBe(200);

    // The USDC arrives: neither the minute job, the sale's job nor an operator pays a blocked seller
    // (a round-2 tester saw it paid), and the approved withdrawal is not signed.
    await chain.mintTestUsdc(usdc.recipient, 2n * needed * art.priceCents * 10_000n);
    await sales.payWaiting();
    await sales.resumeDue();
    await sales.payOne(sale.id);
    expect(await usdcOf(to)).toBe(0n);
    expect(await saleStatus(sale.id)).toBe('awaiting_funds');
    const retry = await post(operator.token, `/api/admin/sales/${sale.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('The seller is blocked: their payout waits until they are unblocked');
    expect(await withdrawals.prepare(withdrawal.id)).toBeNull();

    // Unblocked, both go.
    const unblocked = await post(operator.token, `/api/admin/users/${person.id}/unblock`);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    await sales.payWaiting();
    expect(await usdcOf(to)).toBe(needed * art.priceCents * 10_000n);
    expect(await saleStatus(sale.id)).toBe('success');
    expect(await withdrawals.prepare(withdrawal.id)).not.toBeNull();
    await expectLedgerSound(sql);
  });
});

describe('removing the address an approved withdrawal goes to', () => {
  it('refuses one not signed yet, its tokens back, and leaves one already signed to be sent', async () => {
    const person = await investorHolding(t, art.id, 3n);
    const to = await savedWallet(person.token);
    const withdraw = async () => {
      const response = await post(person.token, '/api/tokens/withdraw', {
        token_id: art.id,
        wallet_type: 'solana',
        wallet_address: to,
        amount: '1',
      });
      expect(response.statusCode, response.body).toBe(200);
      return Withdrawal.parse(response.json());
    };
    // Approved (below the threshold) and waiting for its job: nothing signed yet.
    const unsigned = await withdraw();
    expect(unsigned.status).toBe('processing');
    // Its transaction signed and stored: it may be on the chain already, and cannot be stopped.
    const signed = await withdraw();
    expect(await withdrawals.prepare(signed.id)).not.toBeNull();
    expect(await holding(sql, art.id, person.id)).toBe(1n);

    await removeAddress(person.token, to);

    const operation = Order.parse(
      (await app.inject({ url: `/api/order/${unsigned.id}`, headers: bearer(person.token) })).json(),
    );
    expect(operation.withdrawal).toMatchObject({ status: 'rejected', reason: null, cause: 'address_removed' });
    expect(await holding(sql, art.id, person.id)).toBe(2n);
    const audit = await sql<{ before: Record<string, unknown>; after: Record<string, unknown> }[]>`
      select before, after from audit_log where subject_id = ${unsigned.id} and action = 'withdraw.reject'`;
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ status: 'processing' });
    expect(audit[0]!.after).toMatchObject({ status: 'rejected', cause: 'address_removed' });

    // Its job finds nothing to send; the signed one is sent as it was going to be.
    await withdrawals.sendOne(unsigned.id);
    await withdrawals.sendOne(signed.id);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(1n);
    const [row] = await sql<{ status: string }[]>`select status from withdrawals where id = ${signed.id}`;
    expect(row!.status).toBe('success');
    expect(await holding(sql, art.id, person.id)).toBe(2n);
    await expectLedgerSound(sql);
  });
});
