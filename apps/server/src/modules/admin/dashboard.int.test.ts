import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { DashboardResponse } from '@pinacoteca/contracts/admin/console';
import { Order } from '@pinacoteca/contracts/orders/order';
import { Sale } from '@pinacoteca/contracts/tokens/sell';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, investorHolding, login } from '../../../test/accounts.ts';
import { tokenSet } from '../../../test/orders.ts';
import { setFlag } from '../flags/service.ts';

// Every sale and every refund waits for an operator here (thresholds of $0).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-dashboard-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
  WITHDRAW_DAILY_LIMIT_USD: '100000000',
  WITHDRAW_APPROVAL_ABOVE_USD: '0',
  REFUND_APPROVAL_ABOVE_USD: '0',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql } = t;
await setFlag(sql, 'withdraw', true);
const token = (await tokenSet((url) => app.inject({ url }))).attributed[0]!;
const operator = await createStaff(t, 'operator');

async function dashboard() {
  const response = await app.inject({ url: '/api/admin/dashboard', headers: bearer(operator.token) });
  expect(response.statusCode, response.body).toBe(200);
  return DashboardResponse.parse(response.json());
}
const reservedOfToken = async () => (await dashboard()).reserved.find((r) => r.token_id === token.id)?.quantity;

const post = (bearerToken: string, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(bearerToken), payload });

async function placeOrder(quantity: number) {
  const buyer = await createUser(t);
  const placed = await post(await login(t, buyer.email), '/api/order', {
    currency: 'BTC',
    items: [{ token_id: token.id, quantity }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return Order.parse(placed.json());
}

async function paidOrder(quantity: number) {
  const order = await placeOrder(quantity);
  await t.orders.markPaid({ provider: 'sandbox', orderId: order.id, eventKey: `test:${order.id}` });
  return order;
}

describe('the dashboard', () => {
  it('names the tokens with no mint on chain yet, until they are issued', async () => {
    const before = (await dashboard()).tokens_not_issued;
    // Issued automatically on the embedded chain once the app runs its work; here by hand.
    await t.issuer.issueAll();
    expect((await dashboard()).tokens_not_issued).toEqual([]);
    expect(before).toContain('INDEX');
    expect(before.length).toBeGreaterThan(1);
  });

  it('counts under "reserved" only what unpaid orders hold, not a sale set aside for approval nor a refund', async () => {
    expect(await reservedOfToken()).toBeUndefined();

    // A sale above the threshold sets its tokens aside in a reservation of its own.
    const seller = await investorHolding(t, token.id, 13n);
    const to = (await generateKeyPairSigner()).address;
    const saved = await post(seller.token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to });
    expect(saved.statusCode, saved.body).toBe(200);
    const sold = await post(seller.token, '/api/tokens/sell', { token_id: token.id, amount: '13', payout_address: to });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(Sale.parse(sold.json()).status).toBe('awaiting_approval');
    expect(await reservedOfToken()).toBeUndefined();
    expect((await dashboard()).payouts_awaiting).toBe(1);

    // A refunded order's tokens go back into its reservation until the money is returned.
    const refunded = await paidOrder(3);
    const maker = await createStaff(t, 'operator');
    const asked = await post(maker.token, `/api/admin/orders/${refunded.id}/refund`, {
      reason: 'Asked within 14 days',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const decided = await post(operator.token, `/api/admin/refunds/${asked.json().id}/decision`, { approve: true });
    expect(decided.statusCode, decided.body).toBe(200);
    const [order] = await sql<{ status: string }[]>`select status from orders where id = ${refunded.id}`;
    expect(order!.status).toBe('refund_pending');
    expect(await reservedOfToken()).toBeUndefined();

    // An unpaid order's are what the line is about.
    await placeOrder(2);
    expect(await reservedOfToken()).toBe('2');
  });

  it('counts refunds waiting for a second operator until one decides', async () => {
    const before = (await dashboard()).refunds_awaiting;
    const order = await paidOrder(1);
    const maker = await createStaff(t, 'operator');
    const asked = await post(maker.token, `/api/admin/orders/${order.id}/refund`, { reason: 'Asked within 14 days' });
    expect(asked.json()).toMatchObject({ status: 'awaiting_approval', needs_approval: true });
    expect((await dashboard()).refunds_awaiting).toBe(before + 1);

    const rejected = await post(operator.token, `/api/admin/refunds/${asked.json().id}/decision`, { approve: false });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await dashboard()).refunds_awaiting).toBe(before);
  });
});
