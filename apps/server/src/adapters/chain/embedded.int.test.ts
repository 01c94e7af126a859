import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner } from '@solana/kit';
import { DEV_PAYER_SOL, DEV_PAYER_USDC, EmbeddedChain, TEST_USDC_DECIMALS } from './embedded.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-chain-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded chain (LiteSVM)', () => {
  it('creates the test USDC, the recipient and a funded dev payer on its first start', async () => {
    const chain = new EmbeddedChain({ dir });
    const target = await chain.paymentTarget();
    expect(target.decimals).toBe(TEST_USDC_DECIMALS);
    expect(await chain.mintDecimals(target.mint)).toBe(6);
    const payer = await chain.devPayer();
    expect(await chain.tokenBalance(payer.address, target.mint)).toBe(DEV_PAYER_USDC);
    expect(await chain.solBalance(payer.address)).toBe(DEV_PAYER_SOL);
    expect(await chain.tokenBalance(target.recipient, target.mint)).toBe(0n);
    await chain.close();
    // Secret keys are for the owner only.
    expect(fs.statSync(path.join(dir, 'keys.json')).mode & 0o077).toBe(0);
  });

  it('keeps every account, balance and transaction across a restart', async () => {
    const first = new EmbeddedChain({ dir });
    const { mint, recipient } = await first.paymentTarget();
    const someone = (await generateKeyPairSigner()).address;
    const signature = await first.mintTestUsdc(someone, 5_000_000n);
    const before = {
      someone: await first.tokenBalance(someone, mint),
      payer: await first.tokenBalance((await first.devPayer()).address, mint),
      recipient: await first.tokenBalance(recipient, mint),
    };
    await first.close();

    const second = new EmbeddedChain({ dir });
    expect(await second.paymentTarget()).toEqual({ mint, recipient, decimals: 6 });
    expect({
      someone: await second.tokenBalance(someone, mint),
      payer: await second.tokenBalance((await second.devPayer()).address, mint),
      recipient: await second.tokenBalance(recipient, mint),
    }).toEqual({ ...before, someone: 5_000_000n });
    // The index of transactions comes back with the ledger.
    expect(await second.signaturesFor(someone)).toEqual([signature]);
    const tx = await second.getTransaction(signature);
    expect(tx?.err).toBeNull();
    expect(tx?.tokenBalances).toContainEqual(
      expect.objectContaining({ owner: someone, mint, pre: 0n, post: 5_000_000n }),
    );
    await second.close();
  });

  it('lands transactions sent at the same moment, each signing again when another took its blockhash', async () => {
    const chain = new EmbeddedChain({ dir });
    const { mint } = await chain.paymentTarget();
    const people = await Promise.all(Array.from({ length: 8 }, async () => (await generateKeyPairSigner()).address));
    // Signing awaits: without signing again, all but one would fail with BlockhashNotFound.
    const signatures = await Promise.all(people.map((person) => chain.mintTestUsdc(person, 1_000_000n)));
    expect(new Set(signatures).size).toBe(people.length);
    for (const person of people) expect(await chain.tokenBalance(person, mint)).toBe(1_000_000n);
    await chain.close();
  });

  it('refuses to be used once closed', async () => {
    const chain = new EmbeddedChain({ dir });
    await chain.close();
    await expect(chain.paymentTarget()).rejects.toThrow(/closed/);
  });
});
