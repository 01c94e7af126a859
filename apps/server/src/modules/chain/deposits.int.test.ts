import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { address } from '@solana/kit';
import { Transparency } from '@pinacoteca/contracts/catalog/transparency';
import { DevWalletResponse } from '@pinacoteca/contracts/dev/chain-wallet';
import { Order } from '@pinacoteca/contracts/orders/order';
import { DepositAddress, IgnoredDepositsResponse } from '@pinacoteca/contracts/tokens/deposit';
import { Withdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, investorHolding, mailsTo } from '../../../test/accounts.ts';
import { expectLedgerSound, holding } from '../../../test/orders.ts';
import type { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { setFlag } from '../flags/service.ts';

// Each file gets its own chain: DATA_DIR/chain of a fresh folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-deposit-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  WITHDRAW_ADDRESS_DELAY_HOURS: '0',
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const { app, sql, issuer, withdrawals, deposits } = t;
const chain = t.chain as EmbeddedChain;

let art: { id: string; mint: string; symbol: string };
let testWallet: string;

const person = (quantity = 0n) => investorHolding(t, art.id, quantity);

const depositAddress = async (token: string) =>
  app.inject({ url: '/api/tokens/deposit-address?wallet_type=solana', headers: bearer(token) });
const send = (to: string, amount: string, tokenId = art.id) =>
  app.inject({ method: 'POST', url: '/api/dev/chain/send', payload: { to, token_id: tokenId, amount } });

beforeAll(async () => {
  await issuer.issueAll();
  await setFlag(sql, 'withdraw', true);
  await setFlag(sql, 'deposit', true);
  const [row] = await sql<{ id: string; mint_address: string; symbol: string }[]>`
    select t.id, m.mint_address, t.symbol from tokens t join token_mints m on m.token_id = t.id
    where t.kind = 'art' and t.current_price_cents > 0 order by t.current_price_cents limit 1`;
  art = { id: row!.id, mint: row!.mint_address, symbol: row!.symbol };
  // Tokens outside the platform: someone withdrew 11 to the test wallet (their own wallet app).
  testWallet = DevWalletResponse.parse((await app.inject({ url: '/api/dev/chain/wallet' })).json()).address;
  const owner = await person(11n);
  await app.inject({
    method: 'POST',
    url: '/api/tokens/withdraw-addresses',
    headers: bearer(owner.token),
    payload: { wallet_type: 'solana', address: testWallet },
  });
  const sent = Withdrawal.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/tokens/withdraw',
        headers: bearer(owner.token),
        payload: { token_id: art.id, amount: '11', wallet_address: testWallet, wallet_type: 'solana' },
      })
    ).json(),
  );
  await withdrawals.sendOne(sent.id);
  expect(await chain.tokenHolding(address(testWallet), address(art.mint))).toBe(11n);
});

describe('deposits from the investor’s own wallet', () => {
  it('lets only an operator fill the platform’s wallet with test USDC', async () => {
    const investor = await person();
    const before = await chain.usdcHolding();
    const topUp = (token: string) =>
      app.inject({ method: 'POST', url: '/api/dev/chain/usdc', headers: bearer(token), payload: { amount: '10' } });
    const refused = await topUp(investor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This needs an operator account');
    expect(await chain.usdcHolding()).toBe(before);
    // Refused before the body is read, as every console call: an investor learns nothing of what it takes.
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/dev/chain/usdc',
      headers: bearer(investor.token),
      payload: { amount: 'much' },
    });
    expect(malformed.statusCode).toBe(403);
    expect(malformed.json()).toEqual({ message: 'This needs an operator account' });
    // An operator without two-factor, as in the console: refused.
    const unguarded = await person();
    await sql`update users set role = 'operator' where id = ${unguarded.id}`;
    const noTwoFactor = await topUp(unguarded.token);
    expect(noTwoFactor.statusCode).toBe(403);
    expect(noTwoFactor.json().message).toBe('Turn on two-factor authentication in settings to use the console');
    expect(await chain.usdcHolding()).toBe(before);
    expect((await topUp((await createStaff(t, 'operator')).token)).statusCode).toBe(200);
    expect(await chain.usdcHolding()).toBe(before + 10_000_000n);
  });

  it('gives each person one address of their own, only while the flag is on', async () => {
    const [a, b] = [await person(), await person()];
    const first = DepositAddress.parse((await depositAddress(a.token)).json());
    expect(DepositAddress.parse((await depositAddress(a.token)).json())).toEqual(first);
    expect(DepositAddress.parse((await depositAddress(b.token)).json()).address).not.toBe(first.address);
    expect((await app.inject({ url: '/api/tokens/deposit-address' })).statusCode).toBe(401);
    // SPEC §7's GET /api/account/get-wallet/{id} answers the same wallet, by wallet type.
    const wallet = await app.inject({ url: '/api/account/get-wallet/solana', headers: bearer(a.token) });
    expect(DepositAddress.parse(wallet.json())).toEqual(first);
    expect((await app.inject({ url: '/api/account/get-wallet/bitcoin', headers: bearer(a.token) })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ url: '/api/account/get-wallet/solana' })).statusCode).toBe(401);
    await setFlag(sql, 'deposit', false);
    const closed = await depositAddress(a.token);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({
      message: 'Deposits are switched off for now',
      errors: { wallet_type: 'Deposits are switched off for now' },
    });
    await setFlag(sql, 'deposit', true);
  });

  it('credits platform tokens once when final, sweeps them into the treasury, and reconciles', async () => {
    const investor = await person();
    const { address: to } = DepositAddress.parse((await depositAddress(investor.token)).json());
    const treasuryBefore = await chain.treasuryHolding(address(art.mint));
    const sent = await send(to, '4');
    expect(sent.statusCode, sent.body).toBe(200);

    expect(await deposits.runOnce()).toMatchObject({ found: 1, credited: 1, swept: 1 });
    expect(await holding(sql, art.id, investor.id)).toBe(4n);
    expect(await chain.tokenHolding(address(to), address(art.mint))).toBe(0n);
    expect(await chain.treasuryHolding(address(art.mint))).toBe(treasuryBefore + 4n);
    // Seen again (the watcher runs every few seconds): nothing more.
    expect(await deposits.runOnce()).toMatchObject({ found: 0, credited: 0, swept: 0 });
    expect(await holding(sql, art.id, investor.id)).toBe(4n);
    // The owner is told once, when it is theirs.
    const told = (await mailsTo(t, investor.email)).filter((m) => m.template === 'value_received');
    expect(told.map((m) => m.subject)).toEqual([`Your deposit of 4 ${art.symbol} is credited`]);
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    await expectLedgerSound(sql);

    const operations = Order.array().parse(
      (await app.inject({ url: '/api/order', headers: bearer(investor.token) })).json(),
    );
    expect(operations[0]).toMatchObject({ type: 'deposit', status: 'success', charge: null });
    expect(operations[0]!.deposit).toMatchObject({ status: 'credited', amount: '4', signature: sent.json().signature });
    const one = await app.inject({ url: `/api/order/${operations[0]!.id}`, headers: bearer(investor.token) });
    expect(one.json().deposit.explorer_url).toBe(`/transparency/tx/${sent.json().signature}`);
  });

  it('e-mails no deposit worth less than a dollar, which anyone may send, but credits and lists it', async () => {
    const investor = await person();
    const { address: to } = DepositAddress.parse((await depositAddress(investor.token)).json());
    const [{ price } = { price: '0' }] = await sql<{ price: string }[]>`
      select current_price_cents::text as price from tokens where id = ${art.id}`;
    await sql`update tokens set current_price_cents = 40 where id = ${art.id}`;
    try {
      expect((await send(to, '1')).statusCode).toBe(200);
      expect(await deposits.runOnce()).toMatchObject({ credited: 1 });
    } finally {
      await sql`update tokens set current_price_cents = ${price} where id = ${art.id}`;
    }
    expect(await holding(sql, art.id, investor.id)).toBe(1n);
    expect((await mailsTo(t, investor.email)).filter((m) => m.template === 'value_received')).toEqual([]);
    const operations = Order.array().parse(
      (await app.inject({ url: '/api/order', headers: bearer(investor.token) })).json(),
    );
    expect(operations[0]).toMatchObject({ type: 'deposit', status: 'success', amount: '0.40' });
  });

  it('holds a deposit to a removed account until it is restored, then credits it', async () => {
    const investor = await person();
    const { address: to } = DepositAddress.parse((await depositAddress(investor.token)).json());
    const removed = await app.inject({
      method: 'POST',
      url: '/api/account/remove',
      headers: bearer(investor.token),
      payload: { password: investor.password },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Sent after the removal: seen, but not credited to an account that will be erased.
    expect((await send(to, '1')).statusCode).toBe(200);
    expect(await deposits.runOnce()).toMatchObject({ found: 1, credited: 0, swept: 0 });
    expect(await holding(sql, art.id, investor.id)).toBe(0n);
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    // Restored within the window: the next round credits it.
    await sql`update users set removed_at = null where id = ${investor.id}`;
    expect(await deposits.runOnce()).toMatchObject({ found: 0, credited: 1, swept: 1 });
    expect(await holding(sql, art.id, investor.id)).toBe(1n);
    await expectLedgerSound(sql);
  });

  it('shows on /transparency what is credited but still at a deposit address, so the figures add up', async () => {
    const investor = await person();
    const { address: to } = DepositAddress.parse((await depositAddress(investor.token)).json());
    // One token: the test wallet's ten are shared by this file's tests.
    expect((await send(to, '1')).statusCode).toBe(200);
    // Credited, and its sweep into the treasury not made yet (the chain refused it this round).
    const sweep = vi.spyOn(chain, 'signSweep').mockRejectedValueOnce(new Error('the chain is busy'));
    expect(await deposits.runOnce()).toMatchObject({ found: 1, credited: 1, swept: 0 });
    sweep.mockRestore();
    expect(await issuer.reconcile()).toMatchObject({ problems: 0 });
    const proof = Transparency.parse((await app.inject({ url: '/api/transparency' })).json());
    const entry = proof.tokens.find((token) => token.token_id === art.id)!;
    expect(entry).toMatchObject({ reconciled: true, at_deposit_addresses: '1' });
    // Treasury, what is outside and what is at deposit addresses make the emission.
    const sum = ['treasury_on_chain', 'held_outside', 'at_deposit_addresses'] as const;
    expect(sum.reduce((total, key) => total + BigInt(entry[key]!), 0n)).toBe(BigInt(entry.ledger_total!));
    // Swept at the next round: none left there.
    expect(await deposits.runOnce()).toMatchObject({ swept: 1 });
    await issuer.reconcile();
    const after = Transparency.parse((await app.inject({ url: '/api/transparency' })).json());
    expect(after.tokens.find((token) => token.token_id === art.id)).toMatchObject({ at_deposit_addresses: '0' });
    await expectLedgerSound(sql);
  });

  it('records other tokens sent to a deposit address without crediting them', async () => {
    const investor = await person();
    const { address: to } = DepositAddress.parse((await depositAddress(investor.token)).json());
    await chain.mintTestUsdc(address(to), 5_000_000n);
    expect(await deposits.runOnce()).toMatchObject({ found: 0, credited: 0 });
    const [ignored] = await sql<{ status: string; token_id: string | null }[]>`
      select status, token_id from deposits where deposit_address = ${to}`;
    expect(ignored).toEqual({ status: 'ignored', token_id: null });
    const operations = (await app.inject({ url: '/api/order', headers: bearer(investor.token) })).json() as unknown[];
    expect(operations).toEqual([]);
    // Operators see it in the console.
    const operator = await createStaff(t);
    const listed = IgnoredDepositsResponse.parse(
      (await app.inject({ url: '/api/admin/deposits/ignored', headers: bearer(operator.token) })).json(),
    );
    expect(listed.deposits.find((d) => d.deposit_address === to)).toMatchObject({ amount: '5000000' });
    await expectLedgerSound(sql);
  });

  it('finds a transfer however many transactions came after it before the watcher looked', async () => {
    const investor = await person();
    const { address: to } = DepositAddress.parse((await depositAddress(investor.token)).json());
    expect((await send(to, '2')).statusCode).toBe(200);
    // More transactions naming the address than one page of its history (100), all after the transfer.
    for (let i = 0; i < 101; i += 1) await chain.mintTestUsdc(address(to), 1n);
    expect(await deposits.runOnce()).toMatchObject({ found: 1, credited: 1, swept: 1 });
    expect(await holding(sql, art.id, investor.id)).toBe(2n);
    expect(await deposits.runOnce()).toMatchObject({ found: 0, credited: 0, swept: 0 });
    await expectLedgerSound(sql);
  });

  it('refuses a dev send the test wallet cannot make', async () => {
    const investor = await person();
    const { address: to } = DepositAddress.parse((await depositAddress(investor.token)).json());
    const tooMuch = await send(to, '1000000');
    expect(tooMuch.statusCode).toBe(400);
    // Said on the amount, with what the test wallet holds, before anything is sent.
    expect(tooMuch.json().errors.amount).toMatch(/^The test wallet holds only \d+ of this token$/);
    const badAddress = await send('not-an-address', '1');
    expect(badAddress.statusCode).toBe(400);
    // Nor to where the token would be lost for good: a sysvar, a program (an outside tester lost one so).
    for (const lost of ['SysvarRent111111111111111111111111111111111', 'Config1111111111111111111111111111111111111'])
      expect((await send(lost, '1')).json().errors.to).toMatch(/^This is not a wallet/);
    // A fraction of a painting's token, "1,000" and seven places are no amounts it can send.
    expect((await send(to, '1.5')).json().errors).toEqual({ amount: 'Only whole tokens of a painting can be sent' });
    expect((await send(to, '0')).json().errors).toEqual({ amount: 'Enter more than zero' });
    expect((await send(to, '1,000')).json().errors).toEqual({
      amount: 'Write the amount without a thousands separator (1000), and a fraction with a point (1.5)',
    });
    expect((await send(to, '0.0000001')).json().errors).toEqual({ amount: 'At most 6 decimal places' });
  });

  it('reads a dev send\'s amount as every other amount: "1.0" and "1,0" of a painting are 1', async () => {
    const investor = await person();
    const { address: to } = DepositAddress.parse((await depositAddress(investor.token)).json());
    for (const amount of ['1.0', '1,0']) {
      const sent = await send(to, amount);
      expect(sent.statusCode, `${amount}: ${sent.body}`).toBe(200);
    }
  });
});
