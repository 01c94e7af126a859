import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getMintToCheckedInstruction } from '@solana-program/token';
import { ChainTransactionError } from './custody.ts';
import { EmbeddedChain } from './embedded.ts';
import { TOKEN_2022_PROGRAM_ADDRESS } from './token-2022.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-issue-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const art = {
  seed: '0f9c2d7e5b3a41c8a6d2e4f1b7c9a0d3',
  decimals: 0,
  supply: 100_000n,
  metadata: {
    name: 'Portrait of a Young Merchant',
    symbol: 'YOUNGMERCH',
    uri: 'http://localhost:3000/media/images/x/large',
  },
};

describe('issuing a token on the embedded chain (Token-2022 on LiteSVM)', () => {
  it('mints the whole emission to the treasury, removes the mint authority and keeps the metadata in the mint', async () => {
    const chain = new EmbeddedChain({ dir });
    const { mint, signature } = await chain.issueToken(art);
    expect(signature).not.toBeNull();
    expect(mint).toBe(await chain.mintAddress(art.seed));
    const state = await chain.mintState(mint);
    expect(state).toEqual({
      supply: 100_000n,
      decimals: 0,
      mintAuthority: null,
      metadata: { name: art.metadata.name, symbol: 'YOUNGMERCH', uri: art.metadata.uri },
    });
    expect(await chain.treasuryHolding(mint)).toBe(100_000n);
    const index = await chain.issueToken({
      seed: 'b1e2c3d4a5f60718293a4b5c6d7e8f90',
      decimals: 6,
      supply: 1_000_000_000_000n,
      metadata: { name: 'Pinacoteca Index', symbol: 'INDEX', uri: 'http://localhost:3000/media/index.png' },
    });
    expect((await chain.mintState(index.mint))?.decimals).toBe(6);
    await chain.close();
  });

  it('is idempotent across a restart, and nobody can mint more', async () => {
    const chain = new EmbeddedChain({ dir });
    const again = await chain.issueToken(art);
    expect(again.signature).toBeNull();
    expect((await chain.mintState(again.mint))?.supply).toBe(100_000n);
    const treasury = await chain.treasury();
    // The payer (any key, the former authority included) cannot mint: the authority is gone.
    await expect(
      chain.sendInstructions([
        getMintToCheckedInstruction(
          { mint: again.mint, token: treasury, mintAuthority: await chain.devPayer(), amount: 1n, decimals: 0 },
          { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
        ),
      ]),
    ).rejects.toBeInstanceOf(ChainTransactionError);
    expect((await chain.mintState(again.mint))?.supply).toBe(100_000n);
    await chain.close();
  });
});
