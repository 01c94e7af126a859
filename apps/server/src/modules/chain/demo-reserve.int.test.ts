import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { Sale } from '@pinacoteca/contracts/tokens/sell';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, investorHolding } from '../../../test/accounts.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { DEMO_PAYOUT_USDC, fundDemoPayouts } from './dev-wallet.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-reserve-'));
const t = await createTestApp({ DATA_DIR: dataDir, WITHDRAW_ADDRESS_DELAY_HOURS: '0' });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const chain = t.chain as EmbeddedChain;

it('gives the demo platform a USDC reserve, so a sale back on a plain start is paid at once', async () => {
  await t.issuer.issueAll();
  expect(await chain.usdcHolding()).toBe(0n);
  expect(await fundDemoPayouts(chain)).toBe(DEMO_PAYOUT_USDC);
  expect(await chain.usdcHolding()).toBe(DEMO_PAYOUT_USDC * 1_000_000n);

  const [art] = await t.sql<{ id: string }[]>`
    select id from tokens where kind = 'art' and current_price_cents between 1 and 50000 order by current_price_cents limit 1`;
  const person = await investorHolding(t, art!.id, 3n);
  const to = (await generateKeyPairSigner()).address;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(person.token), payload });
  expect((await post('/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: to })).statusCode).toBe(200);
  const sold = await post('/api/tokens/sell', { token_id: art!.id, amount: '2', payout_address: to });
  expect(sold.statusCode, sold.body).toBe(200);
  const sale = Sale.parse(sold.json());
  // Paid, not "awaiting funds": the reserve covers it.
  expect(sale.status).toBe('processing');
  await t.sales.payOne(sale.id);
  const [row] = await t.sql<{ status: string }[]>`select status from sales where id = ${sale.id}`;
  expect(row!.status).toBe('success');
});
