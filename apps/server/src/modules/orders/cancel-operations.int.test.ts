import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { Order } from '@pinacoteca/contracts/orders/order';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, investorHolding } from '../../../test/accounts.ts';
import { expectLedgerSound, holding } from '../../../test/orders.ts';
import { setFlag } from '../flags/service.ts';

// Withdrawals and sales need the chain: a fresh one for this file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-cancel-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer } = t;

let art: string;

beforeAll(async () => {
  await issuer.issueAll();
  await setFlag(sql, 'withdraw', true);
  await setFlag(sql, 'swap', true);
  const [row] = await sql<{ id: string }[]>`
    select id from tokens where kind = 'art' and current_price_cents > 0 order by current_price_cents limit 1`;
  art = row!.id;
});

const post = (token: string, url: string, payload?: object, locale = 'en') =>
  app.inject({ method: 'POST', url: `${url}?_locale=${locale}`, headers: bearer(token), payload });

describe('POST /api/order/{id}/cancel on an operation that is not an order', () => {
  it('answers a withdrawal, a sale or a swap as an order that can no longer be cancelled, and moves nothing', async () => {
    const person = await investorHolding(t, art, 30n);
    const address = (await generateKeyPairSigner()).address;
    const saved = await post(person.token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address });
    expect(saved.statusCode, saved.body).toBe(200);

    const withdrawal = await post(person.token, '/api/tokens/withdraw', {
      token_id: art,
      wallet_type: 'solana',
      amount: '2',
      wallet_address: address,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const sale = await post(person.token, '/api/tokens/sell', { token_id: art, amount: '1', payout_address: address });
    expect(sale.statusCode, sale.body).toBe(200);
    const [other] = await sql<{ id: string }[]>`
      select id from tokens where kind = 'art' and current_price_cents > 0 and id <> ${art} order by current_price_cents limit 1`;
    const swap = await post(person.token, '/api/tokens/swap', { token_id: art, to_token_id: other!.id, amount: '10' });
    expect(swap.statusCode, swap.body).toBe(200);
    const swapped = (await app.inject({ url: '/api/order', headers: bearer(person.token) }))
      .json<{ id: string; type: string }[]>()
      .find((o) => o.type === 'swap');
    expect(swapped).toBeDefined();

    const held = await holding(sql, art, person.id);
    const ids = [withdrawal.json<{ id: string }>().id, sale.json<{ id: string }>().id, swapped!.id];
    for (const id of ids) {
      // The operation is the person's: its page shows it.
      const shown = await app.inject({ url: `/api/order/${id}`, headers: bearer(person.token) });
      expect(shown.statusCode, id).toBe(200);
      Order.parse(shown.json());
      const cancel = await post(person.token, `/api/order/${id}/cancel`);
      expect(cancel.statusCode, id).toBe(409);
      expect(cancel.json(), id).toEqual({ message: 'Only an unpaid order that has not expired can be cancelled' });
      expect((await post(person.token, `/api/order/${id}/cancel`, undefined, 'ru')).json()).toEqual({
        message: 'Отменить можно только неоплаченный заказ, срок которого не истёк',
      });
    }
    expect(await holding(sql, art, person.id)).toBe(held);

    // Another person's operation, or no operation at all, is still not found.
    const stranger = await investorHolding(t, art, 0n);
    for (const id of [...ids, '00000000-0000-4000-8000-000000000000']) {
      expect((await post(stranger.token, `/api/order/${id}/cancel`)).statusCode, id).toBe(404);
    }
    await expectLedgerSound(sql);
  });
});
