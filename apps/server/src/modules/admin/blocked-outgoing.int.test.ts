import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { Sale, StaffSalesResponse } from '@pinacoteca/contracts/tokens/sell';
import { StaffWithdrawalsResponse, Withdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { createTestApp } from '../../../test/helpers.ts';
import { PASSWORD, bearer, createStaff, investorHolding } from '../../../test/accounts.ts';
import { expectLedgerSound, holding } from '../../../test/orders.ts';
import { setFlag } from '../flags/service.ts';

// Blocking a person holds what of theirs waits for an operator: their withdrawals and sales above
// the threshold are not approved (an operator tester approved one after blocking and the tokens went out).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-blocked-outgoing-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  WITHDRAW_DAILY_LIMIT_USD: '100000000',
  WITHDRAW_APPROVAL_ABOVE_USD: '100',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer } = t;

let art: { id: string; price: bigint };

const post = (token: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

beforeAll(async () => {
  await issuer.issueAll();
  await setFlag(sql, 'withdraw', true);
  const [row] = await sql<{ id: string; current_price_cents: string }[]>`
    select id, current_price_cents::text from tokens
    where kind = 'art' and current_price_cents between 1000 and 20000 order by current_price_cents limit 1`;
  art = { id: row!.id, price: BigInt(row!.current_price_cents) };
});

/** A verified person holding enough for one withdrawal and one sale above $100, with a saved wallet. */
async function personWithRequests() {
  const amount = (100n * 100n) / art.price + 1n;
  const person = await investorHolding(t, art.id, amount * 2n);
  const to = (await generateKeyPairSigner()).address;
  const saved = await post(person.token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
  expect(saved.statusCode, saved.body).toBe(200);
  const withdrawn = await post(person.token, '/api/tokens/withdraw', {
    token_id: art.id,
    amount: amount.toString(),
    wallet_type: 'solana',
    wallet_address: to,
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  const sold = await post(person.token, '/api/tokens/sell', {
    token_id: art.id,
    amount: amount.toString(),
    payout_address: to,
  });
  expect(sold.statusCode, sold.body).toBe(200);
  const withdrawal = Withdrawal.parse(withdrawn.json());
  const sale = Sale.parse(sold.json());
  expect([withdrawal.status, sale.status]).toEqual(['awaiting_approval', 'awaiting_approval']);
  return { person, amount, withdrawal, sale };
}

describe('a blocked person’s withdrawals and sales waiting for approval', () => {
  it('refuses to approve them (409, in the reader’s language), lists them with the person marked blocked, and lets them be rejected', async () => {
    const operator = await createStaff(t);
    const { person, amount, withdrawal, sale } = await personWithRequests();
    const blocked = await post(operator.token, `/api/admin/users/${person.id}/block`, { reason: 'Stolen account' });
    expect(blocked.statusCode, blocked.body).toBe(200);

    const approveWithdrawal = await post(operator.token, `/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect(approveWithdrawal.statusCode, approveWithdrawal.body).toBe(409);
    expect(approveWithdrawal.json().message).toBe('This person is blocked: unblock them first or reject the request');
    const approveSale = await post(operator.token, `/api/admin/sales/${sale.id}/approve?_locale=ru`);
    expect(approveSale.statusCode, approveSale.body).toBe(409);
    expect(approveSale.json().message).toBe(
      'Этот человек заблокирован: сначала разблокируйте его или отклоните запрос',
    );
    // Nothing moved: both still wait, their tokens set aside.
    const [w] = await sql<{ status: string }[]>`select status from withdrawals where id = ${withdrawal.id}`;
    const [s] = await sql<{ status: string }[]>`select status from sales where id = ${sale.id}`;
    expect([w!.status, s!.status]).toEqual(['awaiting_approval', 'awaiting_approval']);

    // The console's lists say whose each is and that they are blocked.
    const withdrawals = StaffWithdrawalsResponse.parse(
      (
        await app.inject({ url: '/api/admin/withdrawals?status=awaiting_approval', headers: bearer(operator.token) })
      ).json(),
    );
    expect(withdrawals.withdrawals.find((x) => x.id === withdrawal.id)).toMatchObject({
      user_id: person.id,
      user_email: person.email,
      user_blocked: true,
    });
    const sales = StaffSalesResponse.parse(
      (await app.inject({ url: '/api/admin/sales', headers: bearer(operator.token) })).json(),
    );
    expect(sales.sales.find((x) => x.id === sale.id)).toMatchObject({
      user_email: person.email,
      user_blocked: true,
    });

    // Rejecting stays possible: the tokens go back to the person.
    const rejectedWithdrawal = await post(operator.token, `/api/admin/withdrawals/${withdrawal.id}/reject`, {
      reason: 'Account blocked',
    });
    expect(rejectedWithdrawal.statusCode, rejectedWithdrawal.body).toBe(200);
    const rejectedSale = await post(operator.token, `/api/admin/sales/${sale.id}/reject`, {
      reason: 'Account blocked',
    });
    expect(rejectedSale.statusCode, rejectedSale.body).toBe(200);
    expect(await holding(sql, art.id, person.id)).toBe(amount * 2n);
    await expectLedgerSound(sql);
  });

  it('approves them again once the person is unblocked', async () => {
    const operator = await createStaff(t);
    const { person, withdrawal, sale } = await personWithRequests();
    await post(operator.token, `/api/admin/users/${person.id}/block`, { reason: 'Checking' });
    expect((await post(operator.token, `/api/admin/withdrawals/${withdrawal.id}/approve`)).statusCode).toBe(409);
    expect((await post(operator.token, `/api/admin/users/${person.id}/unblock`)).statusCode).toBe(200);

    const approvedWithdrawal = await post(operator.token, `/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect(approvedWithdrawal.statusCode, approvedWithdrawal.body).toBe(200);
    const approvedSale = await post(operator.token, `/api/admin/sales/${sale.id}/approve`);
    expect(approvedSale.statusCode, approvedSale.body).toBe(200);
    const list = StaffWithdrawalsResponse.parse(
      (await app.inject({ url: '/api/admin/withdrawals', headers: bearer(operator.token) })).json(),
    );
    expect(list.withdrawals.find((x) => x.id === withdrawal.id)).toMatchObject({ user_blocked: false });
    await expectLedgerSound(sql);
  });
});

describe('a removed account’s withdrawals and sales waiting for approval', () => {
  it('refuses to approve them (409, in the reader’s language) and lets them be rejected, the tokens back', async () => {
    const operator = await createStaff(t);
    const { person, amount, withdrawal, sale } = await personWithRequests();
    // Removal itself now waits until nothing is under way (decision 0080)...
    const refused = await post(person.token, '/api/account/remove', { password: PASSWORD });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(
      'A withdrawal, sale or purchase of yours is still under way: remove the account once it is done',
    );
    // ...but an account removed before that rule can still have requests waiting: marked removed here.
    await sql`update users set removed_at = now() where id = ${person.id}`;

    const approveWithdrawal = await post(operator.token, `/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect(approveWithdrawal.statusCode, approveWithdrawal.body).toBe(409);
    expect(approveWithdrawal.json().message).toBe(
      'This person removed their account: reject the request, or wait until they restore it',
    );
    const approveSale = await post(operator.token, `/api/admin/sales/${sale.id}/approve?_locale=ru`);
    expect(approveSale.statusCode, approveSale.body).toBe(409);
    expect(approveSale.json().message).toBe(
      'Этот человек удалил учётную запись: отклоните запрос или дождитесь, пока он её восстановит',
    );
    for (const [kind, id] of [
      ['withdrawals', withdrawal.id],
      ['sales', sale.id],
    ] as const) {
      const rejected = await post(operator.token, `/api/admin/${kind}/${id}/reject`, { reason: 'Account removed' });
      expect(rejected.statusCode, rejected.body).toBe(200);
    }
    expect(await holding(sql, art.id, person.id)).toBe(amount * 2n);
    await expectLedgerSound(sql);
  });
});
