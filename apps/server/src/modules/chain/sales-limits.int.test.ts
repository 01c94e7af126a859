import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, generateKeyPairSigner } from '@solana/kit';
import { formatCents } from '@pinacoteca/contracts/money';
import { Order } from '@pinacoteca/contracts/orders/order';
import { Sale } from '@pinacoteca/contracts/tokens/sell';
import { Withdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, investorHolding, mailsTo } from '../../../test/accounts.ts';
import { expectLedgerSound, holding, treasuryBalance } from '../../../test/orders.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { setFlag } from '../flags/service.ts';
import { account, transfer, treasuryOf } from '../ledger/service.ts';

// Value leaving the platform by sale: the daily limit and the approval threshold withdrawals have,
// maker-checker on both, and payouts paid oldest first (issue 11, decision 0047).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-sell-limits-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  WITHDRAW_DAILY_LIMIT_USD: '20000',
  WITHDRAW_APPROVAL_ABOVE_USD: '10000',
  WITHDRAW_DAILY_COUNT_LIMIT: '3',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, sales } = t;
const chain = t.chain as EmbeddedChain;

let art: { id: string; price: bigint };
let recipient: ReturnType<typeof address>;
let usdcMint: ReturnType<typeof address>;

beforeAll(async () => {
  await issuer.issueAll();
  await issuer.reconcile();
  await setFlag(sql, 'withdraw', true);
  const [row] = await sql<{ id: string; current_price_cents: string }[]>`
    select id, current_price_cents::text from tokens
    where kind = 'art' and current_price_cents between 1000 and 20000 order by current_price_cents limit 1`;
  art = { id: row!.id, price: BigInt(row!.current_price_cents) };
  ({ recipient, mint: usdcMint } = await chain.paymentTarget());
});

const post = (token: string, url: string, payload: object = {}, locale = 'en') =>
  app.inject({ method: 'POST', url: `${url}?_locale=${locale}`, headers: bearer(token), payload });
const usdcOf = (owner: string) => chain.tokenBalance(address(owner), usdcMint);
const status = async (id: string) =>
  (await sql<{ status: string }[]>`select status from sales where id = ${id}`)[0]!.status;

async function savedWallet(token: string) {
  const to = (await generateKeyPairSigner()).address;
  const saved = await post(token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
  expect(saved.statusCode, saved.body).toBe(200);
  return to;
}
/**
 * A staff member's wallet, saved as if before their two-factor was on (staff sign in with it, and
 * saving an address then spends a code these tests need for the sale: the code saving asks for is
 * tested in withdrawals.int.test.ts).
 */
async function savedBeforeTwoFactor(userId: string) {
  const to = (await generateKeyPairSigner()).address;
  await sql`insert into withdraw_addresses (user_id, wallet_type, address, usable_at) values (${userId}, 'solana', ${to}, now())`;
  return to;
}
const sell = (token: string, amount: bigint, to: string, extra: object = {}, locale = 'en') =>
  post(
    token,
    '/api/tokens/sell',
    { token_id: art.id, amount: amount.toString(), payout_address: to, ...extra },
    locale,
  );

/** Tokens worth at most `dollars` (and more than `dollars` less one token). */
const worth = (dollars: bigint) => (dollars * 100n) / art.price;
/** An operator (or admin) who is also a verified investor holding `quantity` of the art token. */
async function staffInvestor(role: 'operator' | 'admin', quantity: bigint) {
  const staff = await createStaff(t, role);
  await sql`update users set kyc_verified_at = now() where id = ${staff.id}`;
  await sql.begin(async (tx) =>
    transfer(tx, 'purchase', [
      {
        tokenId: art.id,
        from: await treasuryOf(tx, art.id),
        to: await account(tx, art.id, 'user', staff.id),
        quantity,
      },
    ]),
  );
  return staff;
}

describe('sale payouts, oldest first', () => {
  it('pays no new sale ahead of older ones waiting for USDC, and pays the waiting ones once funded, oldest first, once each', async () => {
    expect(await chain.usdcHolding()).toBe(0n);
    const owed = art.price * 10_000n;
    const waiting: { id: string; to: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const person = await investorHolding(t, art.id, 1n);
      const to = await savedWallet(person.token);
      const sale = Sale.parse((await sell(person.token, 1n, to)).json());
      await sales.payOne(sale.id);
      expect(await status(sale.id)).toBe('awaiting_funds');
      waiting.push({ id: sale.id, to });
    }
    // The platform receives just enough for the four waiting.
    await chain.mintTestUsdc(recipient, 4n * owed);
    const late = await investorHolding(t, art.id, 1n);
    const lateTo = await savedWallet(late.token);
    const newer = Sale.parse((await sell(late.token, 1n, lateTo)).json());
    await sales.payOne(newer.id);
    // Not paid ahead of the four older ones.
    expect(await usdcOf(lateTo)).toBe(0n);
    expect(await status(newer.id)).toBe('awaiting_funds');

    // The minute job pays those waiting, oldest first, while the USDC covers them.
    await sales.resumeDue();
    for (const w of waiting) {
      expect(await status(w.id)).toBe('success');
      expect(await usdcOf(w.to)).toBe(owed);
    }
    const paidAt = await sql<{ id: string }[]>`
      select id from sales where id = any(${waiting.map((w) => w.id)}::uuid[]) order by confirmed_at, signings`;
    expect(paidAt.map((r) => r.id)).toEqual(waiting.map((w) => w.id));
    expect(await status(newer.id)).toBe('awaiting_funds');
    expect(await chain.usdcHolding()).toBe(0n);

    await chain.mintTestUsdc(recipient, owed);
    await sales.resumeDue();
    await sales.resumeDue();
    expect(await status(newer.id)).toBe('success');
    expect(await usdcOf(lateTo)).toBe(owed);
    // Each exactly once.
    for (const w of waiting) expect(await usdcOf(w.to)).toBe(owed);
    const [signed] = await sql<{ n: number }[]>`select max(signings)::int as n from sales`;
    expect(signed!.n).toBe(1);
    await expectLedgerSound(sql);
  });
});

describe('value leaving by sale', () => {
  it('waits for another operator above the threshold and counts against the daily limit shared with withdrawals', async () => {
    await chain.mintTestUsdc(recipient, 100_000n * 1_000_000n);
    const operator = await createStaff(t);
    const person = await investorHolding(t, art.id, 1000n);
    const to = await savedWallet(person.token);
    const big = worth(15_000n);
    const bigCents = big * art.price;
    const available = await treasuryBalance(sql, art.id);

    const response = await sell(person.token, big, to);
    expect(response.statusCode, response.body).toBe(200);
    const sale = Sale.parse(response.json());
    expect(sale.status).toBe('awaiting_approval');
    // Set aside: no longer the person's, not on sale yet, nothing paid.
    expect(await holding(sql, art.id, person.id)).toBe(1000n - big);
    expect(await treasuryBalance(sql, art.id)).toBe(available);
    await sales.payOne(sale.id);
    expect(await usdcOf(to)).toBe(0n);
    const operation = Order.parse(
      (await app.inject({ url: `/api/order/${sale.id}`, headers: bearer(person.token) })).json(),
    );
    expect(operation).toMatchObject({ type: 'selling', status: 'pending' });
    expect(operation.sale).toMatchObject({ status: 'awaiting_approval' });

    // One daily limit for sales and withdrawals, the waiting sale counted.
    const left = formatCents(20_000n * 100n - bigCents).replace(/\.00$/, '');
    const more = worth(6_000n);
    const sold = await sell(person.token, more, to);
    expect(sold.statusCode).toBe(400);
    // What is left, in dollars (grouped as the language writes numbers).
    const digits = (text: string) => text.replace(/[^\d.]/g, '');
    expect(sold.json().errors.amount).toMatch(
      /^Beyond your daily limit for withdrawals and sales: \$[\d,.]+ left for today$/,
    );
    expect(digits(sold.json().errors.amount)).toBe(left);
    const soldRu = await sell(person.token, more, to, {}, 'ru');
    expect(soldRu.json().errors.amount).toMatch(/^Больше дневного лимита на вывод и продажу: на сегодня осталось /);
    expect(digits(soldRu.json().errors.amount)).toBe(left);
    const withdrawn = await post(person.token, '/api/tokens/withdraw', {
      token_id: art.id,
      amount: more.toString(),
      wallet_address: to,
      wallet_type: 'solana',
    });
    expect(withdrawn.statusCode).toBe(400);
    expect(withdrawn.json().errors.amount).toMatch(/^Beyond your daily limit for withdrawals and sales: /);
    expect(digits(withdrawn.json().errors.amount)).toBe(left);

    const queue = (await app.inject({ url: '/api/admin/sales', headers: bearer(operator.token) })).json();
    expect(queue.sales.map((s: { id: string }) => s.id)).toContain(sale.id);
    const approved = await post(operator.token, `/api/admin/sales/${sale.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(Sale.parse(approved.json()).status).toBe('processing');
    expect(await treasuryBalance(sql, art.id)).toBe(available + big);
    await sales.payOne(sale.id);
    expect(await usdcOf(to)).toBe(bigCents * 10_000n);
    expect((await post(operator.token, `/api/admin/sales/${sale.id}/approve`)).statusCode).toBe(409);
    await expectLedgerSound(sql);
  });

  it('gives the tokens back when an operator rejects the sale, freeing the limit', async () => {
    const operator = await createStaff(t);
    const person = await investorHolding(t, art.id, 1000n);
    const to = await savedWallet(person.token);
    const big = worth(15_000n);
    const sale = Sale.parse((await sell(person.token, big, to)).json());
    expect(sale.status).toBe('awaiting_approval');
    const rejected = await post(operator.token, `/api/admin/sales/${sale.id}/reject`, { reason: 'Call us first' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(Sale.parse(rejected.json())).toMatchObject({ status: 'rejected', reason: 'Call us first', cause: null });
    expect(await holding(sql, art.id, person.id)).toBe(1000n);
    const again = Sale.parse((await sell(person.token, big, to)).json());
    expect(again.status).toBe('awaiting_approval');
    const approved = await post(operator.token, `/api/admin/sales/${again.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    // The seller hears of both decisions, the refusal with its reason.
    const decisions = (await mailsTo(t, person.email)).filter((m) => m.template === 'operator_decision');
    expect(decisions.map((m) => m.subject)).toEqual(['Your sale is approved', 'Your sale was not approved']);
    expect(decisions[1]!.body_text).toContain('Reason: Call us first');
    expect(decisions[1]!.body_text).toContain(`/operations/${sale.id}`);
    await expectLedgerSound(sql);
  });
});

describe('how many times a day', () => {
  it('refuses a fourth withdrawal or sale in 24 hours, in either language; a repeat of one already made still answers it', async () => {
    await chain.mintTestUsdc(recipient, 10n * art.price * 10_000n);
    const person = await investorHolding(t, art.id, 10n);
    const to = await savedWallet(person.token);
    const requestId = crypto.randomUUID();
    const first = await sell(person.token, 1n, to, { request_id: requestId });
    expect(first.statusCode, first.body).toBe(200);
    expect((await sell(person.token, 1n, to)).statusCode).toBe(200);
    const withdrawal = { token_id: art.id, amount: '1', wallet_address: to, wallet_type: 'solana' };
    const third = await post(person.token, '/api/tokens/withdraw', withdrawal);
    expect(third.statusCode, third.body).toBe(200);
    expect(Withdrawal.parse(third.json()).status).toBe('processing');

    const fourth = await sell(person.token, 1n, to);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().errors).toEqual({
      amount:
        'You have made the most withdrawals and sales allowed in 24 hours (3): another becomes possible 24 hours after the earliest of them',
    });
    const fourthRu = await post(person.token, '/api/tokens/withdraw', withdrawal, 'ru');
    expect(fourthRu.statusCode).toBe(400);
    expect(fourthRu.json().errors.amount).toBe(
      'Вы уже сделали столько выводов и продаж за сутки, сколько можно (3): следующий станет возможен через 24 часа после самого раннего из них',
    );
    // The first sale asked again (its answer lost) is that sale, not a refusal.
    const repeat = await sell(person.token, 1n, to, { request_id: requestId });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(Sale.parse(repeat.json()).id).toBe(Sale.parse(first.json()).id);
    expect(await holding(sql, art.id, person.id)).toBe(7n);
    await expectLedgerSound(sql);
  });
});

describe('removing the payout address', () => {
  it('refuses the sales waiting for approval that pay out there, tokens back, audited; approving one then is 409', async () => {
    const operator = await createStaff(t);
    const person = await investorHolding(t, art.id, 1000n);
    const to = await savedWallet(person.token);
    const available = await treasuryBalance(sql, art.id);
    const big = worth(15_000n);
    const sale = Sale.parse((await sell(person.token, big, to)).json());
    expect(sale.status).toBe('awaiting_approval');
    expect(await holding(sql, art.id, person.id)).toBe(1000n - big);

    const list = (await app.inject({ url: '/api/tokens/withdraw-addresses', headers: bearer(person.token) })).json<{
      addresses: { id: string; address: string }[];
    }>();
    const saved = list.addresses.find((a) => a.address === to)!;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/tokens/withdraw-addresses/${saved.id}`,
      headers: bearer(person.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);

    // Refused as an operator's rejection refuses it: the tokens back with the seller, not on sale;
    // the cause recorded, no reason (each screen words it in its reader's language).
    const operation = Order.parse(
      (await app.inject({ url: `/api/order/${sale.id}`, headers: bearer(person.token) })).json(),
    );
    expect(operation).toMatchObject({ type: 'selling', status: 'canceled' });
    expect(operation.sale).toMatchObject({ status: 'rejected', reason: null, cause: 'address_removed' });
    expect(await holding(sql, art.id, person.id)).toBe(1000n);
    expect(await treasuryBalance(sql, art.id)).toBe(available);

    // Approving it now is 409, as for any decided sale; nothing is paid.
    const late = await post(operator.token, `/api/admin/sales/${sale.id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This sale is not waiting for approval');
    await sales.payOne(sale.id);
    expect(await usdcOf(to)).toBe(0n);

    const audit = await sql<{ action: string; subject_id: string; after: Record<string, unknown> }[]>`
      select action, subject_id, after from audit_log
      where actor_id = ${person.id} and action in ('sale.reject', 'account.withdraw_address_removed') order by seq`;
    expect(audit.map((a) => [a.action, a.subject_id])).toEqual([
      ['sale.reject', sale.id],
      ['account.withdraw_address_removed', person.id],
    ]);
    expect(audit[0]!.after).toMatchObject({ status: 'rejected', reason: null, cause: 'address_removed' });
    expect(audit[1]!.after).toMatchObject({ refused_withdrawals: 0, refused_sales: 1 });
    await expectLedgerSound(sql);
  });
});

describe('maker-checker: no operator decides on their own', () => {
  it('refuses to approve or reject one’s own withdrawal, in both languages', async () => {
    const admin = await staffInvestor('admin', 1000n);
    const other = await createStaff(t);
    const to = await savedBeforeTwoFactor(admin.id);
    const asked = await post(admin.token, '/api/tokens/withdraw', {
      token_id: art.id,
      amount: worth(15_000n).toString(),
      wallet_address: to,
      wallet_type: 'solana',
      code: admin.totp.code(1),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawal = Withdrawal.parse(asked.json());
    expect(withdrawal.status).toBe('awaiting_approval');

    const own = await post(admin.token, `/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Another operator must decide on a withdrawal of your own');
    const ownRu = await post(admin.token, `/api/admin/withdrawals/${withdrawal.id}/approve`, {}, 'ru');
    expect(ownRu.json().message).toBe('Решение по вашему собственному выводу должен принять другой оператор');
    const ownReject = await post(admin.token, `/api/admin/withdrawals/${withdrawal.id}/reject`, { reason: 'mine' });
    expect(ownReject.statusCode).toBe(403);
    const [row] = await sql<{ status: string }[]>`select status from withdrawals where id = ${withdrawal.id}`;
    expect(row!.status).toBe('awaiting_approval');

    const approved = await post(other.token, `/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('processing');
  });

  it('holds every withdrawal and sale of the platform’s staff for another operator, however small', async () => {
    // An operator who sets a painting's price could otherwise raise it and sell back alone.
    const operator = await staffInvestor('operator', 10n);
    const to = await savedBeforeTwoFactor(operator.id);
    const sold = await sell(operator.token, 1n, to, { code: operator.totp.code(1) });
    expect(sold.statusCode, sold.body).toBe(200);
    const sale = Sale.parse(sold.json());
    expect(sale.status).toBe('awaiting_approval');
    // Another one's withdrawal (each signed in with this window's code, and took the next one to sell).
    const admin = await staffInvestor('admin', 10n);
    const withdrawn = await post(admin.token, '/api/tokens/withdraw', {
      token_id: art.id,
      amount: '1',
      wallet_address: await savedBeforeTwoFactor(admin.id),
      wallet_type: 'solana',
      code: admin.totp.code(1),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(Withdrawal.parse(withdrawn.json()).status).toBe('awaiting_approval');
    // An investor's as small a sale is paid at once, as ever.
    const investor = await investorHolding(t, art.id, 2n);
    const answer = await sell(investor.token, 1n, await savedWallet(investor.token));
    expect(answer.statusCode, answer.body).toBe(200);
    const theirs = Sale.parse(answer.json());
    expect(theirs.status).not.toBe('awaiting_approval');
  });

  it('refuses to approve or reject one’s own sale', async () => {
    const admin = await staffInvestor('admin', 1000n);
    const other = await createStaff(t);
    const to = await savedBeforeTwoFactor(admin.id);
    const sale = Sale.parse((await sell(admin.token, worth(15_000n), to, { code: admin.totp.code(1) })).json());
    expect(sale.status).toBe('awaiting_approval');
    const own = await post(admin.token, `/api/admin/sales/${sale.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Another operator must decide on a sale of your own');
    const ownRu = await post(admin.token, `/api/admin/sales/${sale.id}/reject`, { reason: 'mine' }, 'ru');
    expect(ownRu.statusCode).toBe(403);
    expect(ownRu.json().message).toBe('Решение по вашей собственной продаже должен принять другой оператор');
    expect(await status(sale.id)).toBe('awaiting_approval');
    const approved = await post(other.token, `/api/admin/sales/${sale.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
