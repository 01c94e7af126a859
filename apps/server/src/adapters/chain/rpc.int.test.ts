import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSigner, type Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { startRpcNode, type RpcNode } from '../../../test/solana-rpc-node.ts';
import { EmbeddedChain } from './embedded.ts';
import { RpcChain } from './rpc.ts';

// The cluster path (SOLANA_RPC_URL) against a JSON-RPC node over the embedded runtime: the
// production RpcChain and @solana/kit's HTTP transport, with the real token programs behind.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-rpc-'));
const runtime = new EmbeddedChain({ dir: path.join(dir, 'runtime') });
let node: RpcNode;
let chain: RpcChain;

beforeAll(async () => {
  node = await startRpcNode(runtime);
  const usdc = await runtime.paymentTarget();
  chain = new RpcChain({
    url: node.url,
    usdcMint: usdc.mint,
    recipient: usdc.recipient,
    dir: path.join(dir, 'cluster'),
    pollMs: 10,
    confirmTimeoutMs: 2000,
  });
  // The operator funds the cluster treasury with SOL (and USDC for paying sales).
  await runtime.airdrop(await chain.treasury(), 5_000_000_000n);
});

afterAll(async () => {
  await node.close();
  await runtime.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const metadata = { name: 'Cluster Test', symbol: 'CLT', uri: 'https://example.org/a.webp' };

async function issued(seed: string, supply = 100_000n) {
  const { mint } = await chain.issueToken({ seed, decimals: 0, supply, metadata });
  return mint;
}

describe('custody on a cluster over JSON-RPC', () => {
  it('issues a mint once with its whole supply in the treasury and no mint authority left', async () => {
    const first = await chain.issueToken({ seed: 'aa01', decimals: 0, supply: 100_000n, metadata });
    expect(first.signature).not.toBeNull();
    expect(first.mint).toBe(await chain.mintAddress('aa01'));
    const again = await chain.issueToken({ seed: 'aa01', decimals: 0, supply: 100_000n, metadata });
    expect(again).toEqual({ mint: first.mint, signature: null });

    const state = await chain.mintState(first.mint);
    expect(state).toMatchObject({ supply: 100_000n, decimals: 0, mintAuthority: null });
    expect(state?.metadata).toMatchObject({ name: 'Cluster Test', symbol: 'CLT' });
    expect(await chain.treasuryHolding(first.mint)).toBe(100_000n);
  });

  it('sends a stored withdrawal once however often the same bytes are sent', async () => {
    const mint = await issued('aa02');
    const wallet = (await generateKeyPairSigner()).address;
    const signed = await chain.signTreasuryTransfer({ mint, decimals: 0, owner: wallet, amount: 7n, memo: 'w1' });
    expect(await chain.isConfirmed(signed.signature)).toBe(false);
    expect(await chain.blockhashValid(signed.blockhash)).toBe(true);

    expect(await chain.sendSigned(signed.wire)).toBe('confirmed');
    expect(await chain.sendSigned(signed.wire)).toBe('confirmed');
    expect(await chain.tokenHolding(wallet, mint)).toBe(7n);
    expect(await chain.treasuryHolding(mint)).toBe(100_000n - 7n);
    expect(await chain.isConfirmed(signed.signature)).toBe(true);
    expect(await chain.isFinalized(signed.signature)).toBe(true);
  });

  it('answers expired, sending nothing, for bytes whose blockhash passed without them landing', async () => {
    const mint = await issued('aa03');
    const wallet = (await generateKeyPairSigner()).address;
    const signed = await chain.signTreasuryTransfer({ mint, decimals: 0, owner: wallet, amount: 3n, memo: 'w2' });
    // Another transaction landing first leaves it valid; the chain moving on past its lifetime does not.
    await runtime.mintTestUsdc((await generateKeyPairSigner()).address, 1n);
    expect(await chain.blockhashValid(signed.blockhash)).toBe(true);
    await runtime.expireBlockhashes();
    expect(await chain.blockhashValid(signed.blockhash)).toBe(false);
    expect(await chain.sendSigned(signed.wire)).toBe('expired');
    expect(await chain.tokenHolding(wallet, mint)).toBe(0n);
  });

  it('reports a transaction the chain refuses as failed, with its reason', async () => {
    const mint = await issued('aa04', 10n);
    const wallet = (await generateKeyPairSigner()).address;
    const signed = await chain.signTreasuryTransfer({ mint, decimals: 0, owner: wallet, amount: 11n, memo: 'w3' });
    const outcome = await chain.sendSigned(signed.wire);
    expect(outcome).toMatchObject({ failed: expect.stringMatching(/insufficient/i) as unknown });
  });

  it('finds a deposit by its address’s signatures, waits for finality, and sweeps it back', async () => {
    const mint = await issued('aa05');
    const depositKey = await chain.depositSigner('person-1');
    expect((await chain.depositSigner('person-1')).address).toBe(depositKey.address);
    const arrival = await chain.signTreasuryTransfer({
      mint,
      decimals: 0,
      owner: depositKey.address,
      amount: 5n,
      memo: 'd1',
    });
    node.finalizeAfterMs = 60_000;
    expect(await chain.sendSigned(arrival.wire)).toBe('confirmed');
    expect(await chain.isFinalized(arrival.signature)).toBe(false);
    node.finalizeAfterMs = 0;
    expect(await chain.isFinalized(arrival.signature)).toBe(true);

    const signatures = await chain.signaturesFor(depositKey.address);
    expect(signatures).toEqual([arrival.signature]);
    const transaction = await chain.getTransaction(arrival.signature);
    expect(transaction?.err).toBeNull();
    const change = transaction?.tokenBalances.find((b) => b.owner === depositKey.address);
    expect(change).toMatchObject({ mint, pre: 0n, post: 5n });

    const sweep = await chain.signSweep({ mint, decimals: 0, from: depositKey, amount: 5n, memo: 's1' });
    expect(await chain.sendSigned(sweep.wire)).toBe('confirmed');
    expect(await chain.tokenHolding(depositKey.address, mint)).toBe(0n);
    expect(await chain.treasuryHolding(mint)).toBe(100_000n);
  });

  it('pays USDC from the treasury’s own USDC', async () => {
    const treasury = await chain.treasury();
    await runtime.mintTestUsdc(treasury, 50_000_000n);
    expect(await chain.usdcHolding()).toBe(50_000_000n);
    const seller = (await generateKeyPairSigner()).address;
    const payout = await chain.signUsdcPayout({ owner: seller, amount: 12_340_000n, memo: 'p1' });
    expect(await chain.sendSigned(payout.wire)).toBe('confirmed');
    const { mint } = await chain.paymentTarget();
    expect(await chain.tokenBalance(seller, mint)).toBe(12_340_000n);
    expect(await chain.usdcHolding()).toBe(50_000_000n - 12_340_000n);
  });

  it('tells wallets from programs and derived addresses, and knows its own', async () => {
    const wallet = (await generateKeyPairSigner()).address;
    expect(await chain.addressKind(wallet)).toBe('wallet');
    expect(await chain.addressKind(TOKEN_PROGRAM_ADDRESS)).toBe('program');
    const derived = (await chain.depositSigner('x')).address;
    expect(['wallet', 'off_curve']).toContain(await chain.addressKind(derived));
    const own = await chain.platformAddresses();
    expect(own).toContain(await chain.treasury());
  });

  it('throws, rather than answering failed, while the node cannot be reached: the caller tries again', async () => {
    const mint = await issued('aa06');
    const wallet: Address = (await generateKeyPairSigner()).address;
    const signed = await chain.signTreasuryTransfer({ mint, decimals: 0, owner: wallet, amount: 1n, memo: 'w4' });
    node.down = true;
    try {
      await expect(chain.sendSigned(signed.wire)).rejects.toThrow();
    } finally {
      node.down = false;
    }
    // The same bytes, sent again once it is back, land once.
    expect(await chain.sendSigned(signed.wire)).toBe('confirmed');
    expect(await chain.tokenHolding(wallet, mint)).toBe(1n);
  });
});
