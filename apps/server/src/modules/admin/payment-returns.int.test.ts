import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DashboardResponse, StaffOrderDetail } from '@pinacoteca/contracts/admin/console';
import { PaymentReturnsResponse, type PaymentReturn } from '@pinacoteca/contracts/admin/payment-returns';
import { DevSolanaPayResponse } from '@pinacoteca/contracts/dev/solana-pay';
import { Order } from '@pinacoteca/contracts/orders/order';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login } from '../../../test/accounts.ts';
import { tokenSet } from '../../../test/orders.ts';
import { verifyAuditChain } from '../audit/audit.ts';

// Each file gets its own chain: DATA_DIR/chain of a fresh folder (USDC payments are real transfers on it).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-payment-returns-'));
const t = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql } = t;
const art = (await tokenSet((url) => app.inject({ url }))).attributed[0]!;
const operator = await createStaff(t, 'operator');
const buyer = await createUser(t);
const buyerToken = await login(t, buyer.email);

async function place(currency: 'USDC' | 'BTC', quantity = 1) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: bearer(buyerToken),
    payload: { currency, items: [{ token_id: art.id, quantity }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  return Order.parse(created.json());
}

/** Pays a USDC order's QR code from the dev wallet, `amount` instead of the charge's when given; answers the signature. */
async function payUsdc(order: Order, amount?: string) {
  const url = amount
    ? order.charge!.url.replace(`amount=${order.charge!.amount}`, `amount=${amount}`)
    : order.charge!.url;
  const paid = await app.inject({ method: 'POST', url: '/api/dev/solana-pay/pay', payload: { url } });
  expect(paid.statusCode, paid.body).toBe(200);
  return DevSolanaPayResponse.parse(paid.json()).signature;
}

const list = async (status?: 'open' | 'returned', token = operator.token) => {
  const response = await app.inject({
    url: `/api/admin/payment-returns${status ? `?status=${status}` : ''}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return PaymentReturnsResponse.parse(response.json());
};
const find = (rows: PaymentReturn[], eventKey: string) => rows.find((r) => r.event_key === eventKey);

const mark = (token: string, payload: object, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/payment-returns/returned?_locale=${locale}`,
    headers: bearer(token),
    payload,
  });

async function toReturnCount() {
  const response = await app.inject({ url: '/api/admin/dashboard', headers: bearer(operator.token) });
  expect(response.statusCode, response.body).toBe(200);
  return DashboardResponse.parse(response.json()).payments_to_return;
}

/** A USDC order paid twice from the dev wallet: the second payment is the payer's. */
async function secondUsdcPayment() {
  const order = await place('USDC');
  const first = await payUsdc(order);
  expect(await t.solanaPay.runOnce()).toBe(1);
  const second = await payUsdc(order);
  expect(await t.solanaPay.runOnce()).toBe(1);
  return { order, first, second };
}

describe('payments to return', () => {
  it('lists a second payment, a short one and what a payment sent beyond its charge, with what goes back; the dashboard counts them', async () => {
    const before = await toReturnCount();

    const twice = await secondUsdcPayment();

    const short = await place('USDC', 2);
    const shortAmount = (Number(short.charge!.amount) - 1).toFixed(2);
    const shortKey = await payUsdc(short, shortAmount);
    expect(await t.solanaPay.runOnce()).toBe(1);

    const over = await place('USDC');
    const overKey = await payUsdc(over, (Number(over.charge!.amount) + 2.5).toFixed(2));
    expect(await t.solanaPay.runOnce()).toBe(1);

    // Another provider, through the order service's own path: a second payment reported with its
    // payer and no amount (it paid the charge, as the service reads it).
    const sandbox = await place('BTC');
    await t.orders.markPaid({ provider: 'sandbox', orderId: sandbox.id, eventKey: `first:${sandbox.id}` });
    const again = await t.orders.markPaid({
      provider: 'sandbox',
      orderId: sandbox.id,
      eventKey: `again:${sandbox.id}`,
      details: { payer: 'bc1qpayer0000000000000000000000000000000' },
    });
    expect(again.outcome).toBe('already_paid');

    // Paid exactly: nothing to return.
    const exact = await place('USDC');
    const exactKey = await payUsdc(exact);
    expect(await t.solanaPay.runOnce()).toBe(1);

    const open = await list();
    // USDC goes back to the wallet it came from: the test wallet that paid (its USDC account gave it).
    const testWallet = (await app.inject({ url: '/api/dev/chain/wallet' })).json<{ address: string }>().address;
    expect(find(open, twice.second)).toMatchObject({
      provider: 'solana-pay',
      order_id: twice.order.id,
      kind: 'second_payment',
      currency: 'USDC',
      payer: testWallet,
      returned_at: null,
      returned_by: null,
      note: null,
    });
    expect(Number(find(open, twice.second)!.amount)).toBe(Number(twice.order.charge!.amount));
    expect(find(open, shortKey)).toMatchObject({
      order_id: short.id,
      kind: 'short_payment',
      currency: 'USDC',
      payer: testWallet,
    });
    expect(Number(find(open, shortKey)!.amount)).toBe(Number(shortAmount));
    expect(find(open, overKey)).toMatchObject({ order_id: over.id, kind: 'excess', amount: '2.50', currency: 'USDC' });
    expect(find(open, `again:${sandbox.id}`)).toMatchObject({
      provider: 'sandbox',
      kind: 'second_payment',
      amount: sandbox.charge!.amount,
      currency: 'BTC',
      payer: 'bc1qpayer0000000000000000000000000000000',
    });
    for (const owesNothing of [twice.first, exactKey, `first:${sandbox.id}`]) {
      expect(find(open, owesNothing)).toBeUndefined();
    }
    // Newest first.
    const received = open.map((r) => r.received_at);
    expect(received).toEqual([...received].sort().reverse());
    expect(await list('open')).toEqual(open);
    expect(await toReturnCount()).toBe(before + 4);
  });

  it('marks one returned once: answered with who and the note, then 409 in either language; audited, off the queue, on its order', async () => {
    const { order, second } = await secondUsdcPayment();
    const before = await toReturnCount();
    const signature = '5VERYlongReturnSignature1111111111111111111111111111111111111111111111';
    const done = await mark(operator.token, { provider: 'solana-pay', event_key: second, note: `  ${signature} ` });
    expect(done.statusCode, done.body).toBe(200);
    const marked = done.json<PaymentReturn>();
    expect(marked).toMatchObject({
      event_key: second,
      order_id: order.id,
      kind: 'second_payment',
      returned_by: operator.email,
      note: signature,
    });
    expect(Date.parse(marked.returned_at!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await mark(operator.token, { provider: 'solana-pay', event_key: second, note: 'another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is already marked as returned to its payer');
    const inRussian = await mark(operator.token, { provider: 'solana-pay', event_key: second, note: 'ещё' }, 'ru');
    expect(inRussian.statusCode).toBe(409);
    expect(inRussian.json().message).toBe('Этот платёж уже отмечен как возвращённый плательщику');

    expect(find(await list(), second)).toBeUndefined();
    expect(find(await list('returned'), second)).toEqual(marked);
    expect(await toReturnCount()).toBe(before - 1);

    const detail = await app.inject({ url: `/api/admin/orders/${order.id}`, headers: bearer(operator.token) });
    const payment = StaffOrderDetail.parse(detail.json()).payments.find((p) => p.event_key === second);
    expect(payment).toMatchObject({ outcome: 'already_paid', returned_at: marked.returned_at, return_note: signature });

    const audit = await sql<
      { action: string; actor_id: string; subject_type: string; after: Record<string, unknown> }[]
    >`
      select action, actor_id, subject_type, after from audit_log where subject_id = ${order.id} order by seq`;
    expect(audit).toEqual([
      {
        action: 'payment.returned',
        actor_id: operator.id,
        subject_type: 'order',
        after: expect.objectContaining({ event_key: second, kind: 'second_payment', note: signature }),
      },
    ]);
    expect((await verifyAuditChain(sql)).ok).toBe(true);
  });

  it('of operators marking the same payment at once, one marks it and every other is told it already is', async () => {
    const checkers = await Promise.all([createStaff(t, 'operator'), createStaff(t, 'admin')]);
    for (let round = 0; round < 3; round += 1) {
      const { order, second } = await secondUsdcPayment();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          mark(checkers[i % 2]!.token, { provider: 'solana-pay', event_key: second, note: `tx-${round}-${i}` }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
      const winner = answers.find((a) => a.statusCode === 200)!.json<PaymentReturn>();
      const [row] = await sql<{ return_note: string }[]>`
        select return_note from payment_events where provider = 'solana-pay' and event_key = ${second}`;
      expect(row!.return_note).toBe(winner.note);
      const [audited] = await sql<{ count: number }[]>`
        select count(*)::int as count from audit_log where action = 'payment.returned' and subject_id = ${order.id}`;
      expect(audited!.count).toBe(1);
    }
  });

  it('refuses an empty or too long note with the field’s message, in Russian too, and a payment that owes nothing or is unknown', async () => {
    const { first, second } = await secondUsdcPayment();
    const empty = await mark(operator.token, { provider: 'solana-pay', event_key: second, note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ note: 'This is a required field' });
    const emptyRu = await mark(operator.token, { provider: 'solana-pay', event_key: second }, 'ru');
    expect(emptyRu.statusCode).toBe(400);
    expect(emptyRu.json().errors).toEqual({ note: 'Это обязательное поле' });
    const long = await mark(operator.token, { provider: 'solana-pay', event_key: second, note: 'x'.repeat(201) });
    expect(long.json().errors).toEqual({ note: 'Max 200 characters' });
    const [row] = await sql<{ returned_at: Date | null }[]>`
      select returned_at from payment_events where provider = 'solana-pay' and event_key = ${second}`;
    expect(row!.returned_at).toBeNull();

    // The payment that paid the order owes nothing back; an event nobody reported is not there.
    expect((await mark(operator.token, { provider: 'solana-pay', event_key: first, note: 'tx' })).statusCode).toBe(404);
    expect((await mark(operator.token, { provider: 'sandbox', event_key: second, note: 'tx' })).statusCode).toBe(404);
    const bad = await app.inject({ url: '/api/admin/payment-returns?status=lost', headers: bearer(operator.token) });
    expect(bad.statusCode).toBe(400);
  });

  it('is for staff only: an investor is refused both the list and the marking', async () => {
    const { second } = await secondUsdcPayment();
    const listed = await app.inject({ url: '/api/admin/payment-returns', headers: bearer(buyerToken) });
    expect(listed.statusCode).toBe(403);
    const marked = await mark(buyerToken, { provider: 'solana-pay', event_key: second, note: 'tx' });
    expect(marked.statusCode).toBe(403);
    expect(find(await list(), second)).toMatchObject({ returned_at: null });
  });
});
