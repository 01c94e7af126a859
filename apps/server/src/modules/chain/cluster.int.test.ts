import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { Transparency } from '@pinacoteca/contracts/catalog/transparency';
import { Order } from '@pinacoteca/contracts/orders/order';
import { DepositAddress } from '@pinacoteca/contracts/tokens/deposit';
import { Sale } from '@pinacoteca/contracts/tokens/sell';
import { Withdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, investorHolding } from '../../../test/accounts.ts';
import { expectLedgerSound, holding } from '../../../test/orders.ts';
import { startRpcNode } from '../../../test/solana-rpc-node.ts';
import { transferInstructions } from '../../adapters/chain/custody.ts';
import { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { TOKEN_2022_PROGRAM_ADDRESS } from '../../adapters/chain/token-2022.ts';
import { setFlag } from '../flags/service.ts';

// The whole platform on a cluster (SOLANA_RPC_URL): issuing by the operator's command, then a
// verified investor withdraws, deposits back, sells, and the chain and the ledger reconcile. The
// cluster is a JSON-RPC node over a Solana runtime of its own (devnet cannot be reached here).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-cluster-'));
const runtime = new EmbeddedChain({ dir: path.join(dir, 'cluster-runtime') });
const node = await startRpcNode(runtime);
const usdc = await runtime.paymentTarget();
const t = await createTestApp({
  DATA_DIR: path.join(dir, 'platform'),
  SOLANA_RPC_URL: node.url,
  SOLANA_RECIPIENT: usdc.recipient,
  SOLANA_USDC_MINT: usdc.mint,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
});
afterAll(async () => {
  await node.close();
  await runtime.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
const { app, sql, issuer, withdrawals, deposits, sales, chain } = t;

let art: { id: string; mint: string; price: bigint };

beforeAll(async () => {
  expect(chain.mode).toBe('rpc');
  // No test wallet on a cluster: no address there is usable before WITHDRAW_ADDRESS_DELAY_HOURS.
  expect(await chain.testWallet()).toBeNull();
  // The operator funds the treasury with SOL for fees and rent, and with USDC to pay sales from.
  await runtime.airdrop(await chain.treasury(), 50_000_000_000n);
  await runtime.mintTestUsdc(await chain.treasury(), 1_000_000n * 1_000_000n);
  for (const flag of ['withdraw', 'deposit'] as const) await setFlag(sql, flag, true);
});

const investor = (quantity: bigint) => investorHolding(t, art.id, quantity);

const post = (token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function saveAddress(token: string, wallet: KeyPairSigner) {
  const saved = await post(token, '/api/tokens/withdraw-addresses', { wallet_type: 'solana', address: wallet.address });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the platform on a Solana cluster over JSON-RPC', () => {
  it('issues every token by the operator’s command, not by the job, each once with its supply fixed', async () => {
    expect(issuer.issuesAutomatically).toBe(false);
    const issued = await issuer.issueAll();
    expect(issued).toBeGreaterThan(1);
    expect(await issuer.issueAll()).toBe(0);
    const [row] = await sql<{ id: string; mint_address: string; current_price_cents: string }[]>`
      select t.id, m.mint_address, t.current_price_cents::text from tokens t join token_mints m on m.token_id = t.id
      where t.kind = 'art' and t.current_price_cents between 1000 and 20000 order by t.current_price_cents limit 1`;
    art = { id: row!.id, mint: row!.mint_address, price: BigInt(row!.current_price_cents) };
    const state = await chain.mintState(address(art.mint));
    expect(state).toMatchObject({ mintAuthority: null });
    expect(await chain.treasuryHolding(address(art.mint))).toBe(state!.supply);

    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    const proof = Transparency.parse((await app.inject({ url: '/api/transparency' })).json());
    expect(proof.chain).toBe('devnet');
    expect(proof.treasury).toBe(await chain.treasury());
    expect(proof.tokens.find((token) => token.token_id === art.id)).toMatchObject({
      mint_address: art.mint,
      mint_authority: null,
      reconciled: true,
    });
  });

  it('withdraws to the investor’s wallet, takes a deposit back when final, and sells for USDC', async () => {
    const person = await investor(10n);
    const wallet = await generateKeyPairSigner();
    await saveAddress(person.token, wallet);

    // Withdraw 4: sent once over RPC, whatever the retries.
    const asked = await post(person.token, '/api/tokens/withdraw', {
      token_id: art.id,
      amount: '4',
      wallet_type: 'solana',
      wallet_address: wallet.address,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawal = Withdrawal.parse(asked.json());
    await withdrawals.sendOne(withdrawal.id);
    await withdrawals.sendOne(withdrawal.id);
    expect(await chain.tokenHolding(wallet.address, address(art.mint))).toBe(4n);
    const operations = Order.array().parse(
      (await app.inject({ url: '/api/order', headers: bearer(person.token) })).json(),
    );
    const sent = operations.find((o) => o.id === withdrawal.id)!.withdrawal!;
    expect(sent.status).toBe('success');
    expect(sent.explorer_url).toBe(`https://explorer.solana.com/tx/${sent.signature}?cluster=devnet`);

    // Deposit 2 back from the wallet: processing until the cluster finalizes it, then credited once and swept.
    const { address: depositTo } = DepositAddress.parse(
      (
        await app.inject({ url: '/api/tokens/deposit-address?wallet_type=solana', headers: bearer(person.token) })
      ).json(),
    );
    await runtime.airdrop(wallet.address, 1_000_000_000n);
    node.finalizeAfterMs = 60_000;
    await runtime.sendInstructions(
      await transferInstructions({
        payer: wallet,
        mint: address(art.mint),
        decimals: 0,
        from: wallet,
        to: address(depositTo),
        amount: 2n,
        memo: 'back to the platform',
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      wallet,
    );
    expect(await deposits.runOnce()).toMatchObject({ found: 1, credited: 0 });
    expect(await holding(sql, art.id, person.id)).toBe(6n);
    const pending = Order.array().parse(
      (await app.inject({ url: '/api/order', headers: bearer(person.token) })).json(),
    );
    expect(pending[0]).toMatchObject({ type: 'deposit', status: 'processing' });
    node.finalizeAfterMs = 0;
    expect(await deposits.runOnce()).toMatchObject({ found: 0, credited: 1, swept: 1 });
    expect(await deposits.runOnce()).toMatchObject({ found: 0, credited: 0, swept: 0 });
    expect(await holding(sql, art.id, person.id)).toBe(8n);
    expect(await chain.tokenHolding(address(depositTo), address(art.mint))).toBe(0n);

    // Sell 3 back: paid in USDC from the treasury, once.
    const sold = await post(person.token, '/api/tokens/sell', {
      token_id: art.id,
      amount: '3',
      payout_address: wallet.address,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const sale = Sale.parse(sold.json());
    await sales.payOne(sale.id);
    await sales.payOne(sale.id);
    expect(await chain.tokenBalance(wallet.address, usdc.mint)).toBe(3n * art.price * 10_000n);
    expect(await holding(sql, art.id, person.id)).toBe(5n);

    // The treasury on chain is the emission less the 2 still in the investor's wallet.
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    await expectLedgerSound(sql);
  });

  it('says the chain cannot be reached, in the person’s language, instead of failing, while the node is down', async () => {
    const person = await investor(1n);
    node.down = true;
    try {
      const wallet = (await generateKeyPairSigner()).address;
      const english = await post(person.token, '/api/tokens/withdraw-addresses', {
        wallet_type: 'solana',
        address: wallet,
      });
      expect(english.statusCode).toBe(503);
      expect(english.json().message).toBe('The blockchain cannot be reached right now: try again in a few minutes');
      const russian = await app.inject({
        method: 'POST',
        url: '/api/tokens/withdraw-addresses?_locale=ru',
        headers: bearer(person.token),
        payload: { wallet_type: 'solana', address: wallet },
      });
      expect(russian.json().message).toBe('Блокчейн сейчас недоступен: попробуйте через несколько минут');
    } finally {
      node.down = false;
    }
  });

  it('refuses a wallet address that is the platform’s own or a program, with field messages', async () => {
    const person = await investor(1n);
    for (const bad of [await chain.treasury(), TOKEN_2022_PROGRAM_ADDRESS]) {
      const response = await post(person.token, '/api/tokens/withdraw-addresses', {
        wallet_type: 'solana',
        address: bad,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.address).toMatch(/\S/);
    }
  });
});
