import type { Address } from '@solana/kit';

/** How one SPL token account changed in a transaction, as a Solana node reports it (pre/post token balances). */
export interface TokenBalanceChange {
  /** The token account. */
  account: Address;
  mint: Address;
  /** The wallet that owns the token account. */
  owner: Address;
  /** Base units before and after the transaction (0 before when the account was created by it). */
  pre: bigint;
  post: bigint;
}

/** A transaction as confirmed on chain: what a watcher needs to judge a payment. */
export interface ChainTransaction {
  signature: string;
  slot: bigint;
  /** Seconds since the epoch when the chain recorded it, if known. */
  blockTime: number | null;
  /** Null when the transaction succeeded; otherwise the chain's reason. */
  err: string | null;
  /** Every account the transaction's message names (static keys, then any loaded from lookup tables). */
  accountKeys: Address[];
  tokenBalances: TokenBalanceChange[];
}

/** The stablecoin payments are taken in and the wallet that receives them. */
export interface PaymentTarget {
  recipient: Address;
  mint: Address;
  decimals: number;
}

/**
 * The chain behind one interface (ARCHITECTURE §1): the Solana runtime in process (LiteSVM) by
 * default, a Solana RPC node (devnet) with `SOLANA_RPC_URL`. Watchers read through this and
 * never care which it is.
 */
export interface ChainClient {
  readonly mode: 'embedded' | 'rpc';
  /** Where USDC payments go: the platform's recipient wallet and the USDC mint. */
  paymentTarget(): Promise<PaymentTarget>;
  /**
   * Signatures of transactions that name `address`, newest first (at most `limit`); with `before`,
   * those older than that signature (the next page).
   */
  signaturesFor(address: Address, limit?: number, before?: string): Promise<string[]>;
  /** A confirmed transaction with its token balance changes; null when the chain does not know it. */
  getTransaction(signature: string): Promise<ChainTransaction | null>;
  /** Base units of `mint` held by `owner`'s associated token account (0 when it has none). */
  tokenBalance(owner: Address, mint: Address): Promise<bigint>;
  /** Stops timers and, for the embedded chain, writes its state to disk. */
  close(): Promise<void>;
}
