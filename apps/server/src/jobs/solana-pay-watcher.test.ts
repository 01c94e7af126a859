import { describe, expect, it } from 'vitest';
import { address, type Address } from '@solana/kit';
import type { ChainTransaction } from '../adapters/chain/chain.ts';
import { tokenBalanceChanges } from '../adapters/chain/rpc.ts';
import type { TransferRequest } from '../adapters/chain/solana-pay-url.ts';
import { judgeTransfer } from './solana-pay-watcher.ts';

const recipient = address('mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN');
const payer = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
const usdc = address('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
const other = address('So11111111111111111111111111111111111111112');
const reference = address('82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny');
const recipientAta = address('CbSdjgzYupWvvC9LVS3VjdHLz7NCEeXM19WyqSuCKmGT');
const payerAta = address('FhSjxyACRNbwuuh33eyyCdEQQLrsEVTJ8G3cBn7furXz');

const request: TransferRequest = {
  recipient,
  amount: '12.34',
  splToken: usdc,
  references: [reference],
  label: null,
  message: null,
  memo: null,
};

function tx(received: bigint, overrides: Partial<ChainTransaction> = {}, mint: Address = usdc): ChainTransaction {
  return {
    signature: 'sig',
    slot: 5n,
    blockTime: 1_700_000_000,
    err: null,
    accountKeys: [payer, payerAta, recipientAta, mint, reference],
    tokenBalances: [
      { account: payerAta, mint, owner: payer, pre: 100_000_000n, post: 100_000_000n - received },
      { account: recipientAta, mint, owner: recipient, pre: 1_000n, post: 1_000n + received },
    ],
    ...overrides,
  };
}

describe('judging a transfer against its charge', () => {
  it('takes the exact amount and more', () => {
    expect(judgeTransfer(tx(12_340_000n), request, 6)).toEqual({ ok: true, paid: 12_340_000n, payer });
    expect(judgeTransfer(tx(20_000_000n), request, 6)).toEqual({ ok: true, paid: 20_000_000n, payer });
  });

  it('names as payer the wallet whose account of the mint gave the money, not a fee payer or another token', () => {
    const feePayer = address('Hxb2HfZgbAhk2qCQ6iUa8Zk3jLtXh9K3Q9f2Kp1hV9Vx');
    const paid = tx(12_340_000n, { accountKeys: [feePayer, payer, payerAta, recipientAta, usdc, reference] });
    paid.tokenBalances.push({ account: feePayer, mint: other, owner: feePayer, pre: 900n, post: 0n });
    expect(judgeTransfer(paid, request, 6)).toMatchObject({ ok: true, payer });
    // Money that left no account of the mint (the chain shows no sender): no payer is guessed.
    const minted = tx(12_340_000n);
    minted.tokenBalances.shift();
    expect(judgeTransfer(minted, request, 6)).toEqual({ ok: true, paid: 12_340_000n, payer: null });
  });

  it('takes less than the amount as a payment that falls short, naming both', () => {
    expect(judgeTransfer(tx(12_339_999n), request, 6)).toEqual({
      ok: true,
      paid: 12_339_999n,
      payer,
      short: 'paid 12.339999, less than 12.34',
    });
  });

  it('refuses another token, a transfer to another wallet, a failed or unreferenced transaction', () => {
    expect(judgeTransfer(tx(12_340_000n, {}, other), request, 6)).toMatchObject({ ok: false });
    const toSomeoneElse = tx(12_340_000n);
    toSomeoneElse.tokenBalances[1] = { ...toSomeoneElse.tokenBalances[1]!, owner: payer };
    expect(judgeTransfer(toSomeoneElse, request, 6)).toMatchObject({
      ok: false,
      reason: 'nothing reached the recipient',
    });
    expect(judgeTransfer(tx(12_340_000n, { err: '{"InstructionError":[0,"Custom"]}' }), request, 6)).toMatchObject({
      ok: false,
    });
    expect(judgeTransfer(tx(12_340_000n, { accountKeys: [payer, payerAta, recipientAta, usdc] }), request, 6)).toEqual({
      ok: false,
      paid: 0n,
      reason: 'does not name the reference',
    });
  });
});

describe("a node's token balances", () => {
  it('pairs pre and post balances by account, a new account starting at 0', () => {
    const keys = [payer, payerAta, recipientAta];
    const amount = (a: string) => ({ amount: a, decimals: 6, uiAmountString: a });
    const changes = tokenBalanceChanges(
      keys,
      [{ accountIndex: 1, mint: usdc, owner: payer, uiTokenAmount: amount('500') } as never],
      [
        { accountIndex: 1, mint: usdc, owner: payer, uiTokenAmount: amount('400') } as never,
        { accountIndex: 2, mint: usdc, owner: recipient, uiTokenAmount: amount('100') } as never,
      ],
    );
    expect(changes).toEqual([
      { account: payerAta, mint: usdc, owner: payer, pre: 500n, post: 400n },
      { account: recipientAta, mint: usdc, owner: recipient, pre: 0n, post: 100n },
    ]);
  });
});
