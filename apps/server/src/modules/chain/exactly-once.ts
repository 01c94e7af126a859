import type { ChainClient } from '../../adapters/chain/chain.ts';
import type { SignedTransaction } from '../../adapters/chain/custody.ts';

/** What a row that sends a transaction keeps of it (withdrawals, deposit sweeps). */
export interface StoredTransaction {
  signed_tx: string | null;
  signature: string | null;
  blockhash: string | null;
}

/**
 * The transaction to send for a row, called under the row's lock (ARCHITECTURE §2, decision
 * 0045): the stored one while the chain has it or its blockhash is still accepted; otherwise
 * (never signed, or expired without landing, so it can never land) a new one from `sign`, which
 * `store` must write in the same database transaction before anything is sent.
 */
export async function liveTransaction(
  chain: ChainClient,
  stored: StoredTransaction,
  sign: () => Promise<SignedTransaction>,
  store: (signed: SignedTransaction) => Promise<void>,
): Promise<{ wire: string; signature: string }> {
  if (stored.signed_tx && stored.signature) {
    const live = (await chain.isConfirmed(stored.signature)) || (await chain.blockhashValid(stored.blockhash ?? ''));
    if (live) return { wire: stored.signed_tx, signature: stored.signature };
  }
  const signed = await sign();
  await store(signed);
  return { wire: signed.wire, signature: signed.signature };
}

/**
 * Sends a row's stored transaction until the chain has it: `prepare` (a database transaction
 * around `liveTransaction`) answers what to send, or null when there is nothing to do; a send
 * that finds the blockhash expired goes round again, which signs anew. Safe to run any number of
 * times, in any number of processes.
 */
export async function sendExactlyOnce(
  chain: ChainClient,
  steps: {
    prepare: () => Promise<{ wire: string; signature: string } | null>;
    sent: () => Promise<void>;
    confirmed: (signature: string) => Promise<void>;
    failed: (signature: string, why: string) => Promise<void>;
  },
): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const prepared = await steps.prepare();
    if (!prepared) return;
    const outcome = await chain.sendSigned(prepared.wire);
    await steps.sent();
    if (outcome === 'confirmed') return steps.confirmed(prepared.signature);
    if (outcome !== 'expired') return steps.failed(prepared.signature, outcome.failed);
    // Expired without landing: the next round signs anew.
  }
  throw new Error('the transaction kept expiring before it was sent');
}
