import { fetchMaybeToken, fetchMint, findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { createSolanaRpc, type Address, type Signature, type TokenBalance } from '@solana/kit';
import type { ChainClient, ChainTransaction, PaymentTarget, TokenBalanceChange } from './chain.ts';

export interface RpcChainOptions {
  /** A Solana JSON-RPC endpoint (devnet in production). */
  url: string;
  /** The USDC mint payments are taken in. */
  usdcMint: Address;
  /** The platform's wallet that receives payments (its USDC token account is derived from it). */
  recipient: Address;
}

/**
 * A Solana cluster through its JSON-RPC API (`SOLANA_RPC_URL`). Reads at `confirmed`
 * commitment: a payment is credited once a supermajority of the cluster has voted on its block.
 */
export class RpcChain implements ChainClient {
  readonly mode = 'rpc' as const;
  private readonly rpc;
  private decimals: Promise<number> | null = null;

  constructor(private readonly options: RpcChainOptions) {
    this.rpc = createSolanaRpc(options.url);
  }

  async paymentTarget(): Promise<PaymentTarget> {
    // The mint's decimals come from the chain itself, so a misconfigured mint fails loudly instead of mispricing.
    this.decimals ??= fetchMint(this.rpc, this.options.usdcMint, { commitment: 'confirmed' }).then(
      (mint) => mint.data.decimals,
      (error: unknown) => {
        this.decimals = null;
        throw error;
      },
    );
    return { recipient: this.options.recipient, mint: this.options.usdcMint, decimals: await this.decimals };
  }

  async signaturesFor(address: Address, limit = 100, before?: string): Promise<string[]> {
    const found = await this.rpc
      .getSignaturesForAddress(address, {
        limit,
        commitment: 'confirmed',
        ...(before ? { before: before as Signature } : {}),
      })
      .send();
    return found.map((entry) => entry.signature);
  }

  async getTransaction(signature: string): Promise<ChainTransaction | null> {
    const found = await this.rpc
      .getTransaction(signature as Signature, {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    if (!found) return null;
    const meta = found.meta;
    const accountKeys: Address[] = [
      ...found.transaction.message.accountKeys,
      ...(meta?.loadedAddresses?.writable ?? []),
      ...(meta?.loadedAddresses?.readonly ?? []),
    ];
    return {
      signature,
      slot: BigInt(found.slot),
      blockTime: found.blockTime === null ? null : Number(found.blockTime),
      // Without its meta the outcome is unknown: treat it as not (yet) a payment.
      err: meta ? (meta.err === null ? null : stringify(meta.err)) : 'no transaction status',
      accountKeys,
      tokenBalances: meta
        ? tokenBalanceChanges(accountKeys, meta.preTokenBalances ?? [], meta.postTokenBalances ?? [])
        : [],
    };
  }

  async tokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const account = await fetchMaybeToken(this.rpc, ata, { commitment: 'confirmed' });
    return account.exists ? account.data.amount : 0n;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Pairs a node's pre- and post-transaction token balances by account (either side may be missing). */
export function tokenBalanceChanges(
  accountKeys: readonly Address[],
  pre: readonly TokenBalance[],
  post: readonly TokenBalance[],
): TokenBalanceChange[] {
  const changes = new Map<number, TokenBalanceChange>();
  const entry = (balance: TokenBalance): TokenBalanceChange | null => {
    const account = accountKeys[balance.accountIndex];
    if (!account || !balance.owner) return null;
    const existing = changes.get(balance.accountIndex);
    if (existing) return existing;
    const created = { account, mint: balance.mint, owner: balance.owner, pre: 0n, post: 0n };
    changes.set(balance.accountIndex, created);
    return created;
  };
  for (const balance of pre) {
    const change = entry(balance);
    if (change) change.pre = BigInt(balance.uiTokenAmount.amount);
  }
  for (const balance of post) {
    const change = entry(balance);
    if (change) change.post = BigInt(balance.uiTokenAmount.amount);
  }
  return [...changes.values()];
}

function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}
