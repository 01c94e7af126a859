import type { Address, KeyPairSigner } from '@solana/kit';
import type { AddressKind, IssueInput, SendOutcome, SignedTransaction } from './custody.ts';
import type { MintState } from './token-2022.ts';

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
 * default, a Solana RPC node (devnet) with `SOLANA_RPC_URL`. Watchers, issuing, withdrawals,
 * deposits and sales go through this and never care which it is (docs/decisions/0055).
 */
export interface ChainClient {
  readonly mode: 'embedded' | 'rpc';
  /** The cluster's genesis hash, what tells one cluster from another; null on the embedded chain. */
  genesisHash(): Promise<string | null>;
  /**
   * The address of the test wallet that stands in for a person's own wallet app on the embedded
   * chain (its key is on this machine); null on a cluster, which has none.
   */
  testWallet(): Promise<Address | null>;
  /** Where USDC payments go: the platform's recipient wallet and the USDC mint. */
  paymentTarget(): Promise<PaymentTarget>;
  /**
   * Signatures of transactions that name `address`, newest first (at most `limit`); with `before`,
   * those older than that signature (the next page).
   */
  signaturesFor(address: Address, limit?: number, before?: string): Promise<string[]>;
  /** A confirmed transaction with its token balance changes; null when the chain does not know it. */
  getTransaction(signature: string): Promise<ChainTransaction | null>;
  /** Base units of `mint` (a classic SPL token, as USDC) held by `owner`'s associated token account (0 when it has none). */
  tokenBalance(owner: Address, mint: Address): Promise<bigint>;

  /** The wallet that holds every token's whole emission in custody (and pays for issuing and sending). */
  treasury(): Promise<Address>;
  /** Where the mint of the token issued under `seed` is (or will be). */
  mintAddress(seed: string): Promise<Address>;
  /**
   * Issues a token once (docs/decisions/0043): mint, metadata, whole supply to the treasury and
   * the mint authority removed, in one transaction. Asked again, it finds the mint and sends
   * nothing (signature null). `save: false` leaves writing an embedded chain to `save()`.
   */
  issueToken(input: IssueInput, options?: { save?: boolean }): Promise<{ mint: Address; signature: string | null }>;
  /** Makes what was issued durable (the embedded chain writes itself to disk; a cluster already is). */
  save(): Promise<void>;
  /** A Token-2022 mint as the chain holds it; null when there is none at `mint`. */
  mintState(mint: Address): Promise<MintState | null>;
  /** What the treasury's token account of a Token-2022 `mint` holds, in base units. */
  treasuryHolding(mint: Address): Promise<bigint>;
  /** Base units of the Token-2022 `mint` in `owner`'s associated token account (0 when it has none). */
  tokenHolding(owner: Address, mint: Address): Promise<bigint>;
  /**
   * A transfer of the Token-2022 `mint` from the treasury to `owner` (its token account created
   * when missing, the treasury paying), signed and not sent: the caller stores it first.
   */
  signTreasuryTransfer(input: {
    mint: Address;
    decimals: number;
    owner: Address;
    amount: bigint;
    memo: string;
  }): Promise<SignedTransaction>;
  /** A deposit swept from a deposit address into the treasury: the deposit key signs as owner, the treasury pays. Signed, not sent. */
  signSweep(input: {
    mint: Address;
    decimals: number;
    from: KeyPairSigner;
    amount: bigint;
    memo: string;
  }): Promise<SignedTransaction>;
  /** A USDC payment from the platform's payout wallet to `owner` (token account created when missing). Signed, not sent. */
  signUsdcPayout(input: { owner: Address; amount: bigint; memo: string }): Promise<SignedTransaction>;
  /** The USDC the platform holds to pay sales with (base units). */
  usdcHolding(): Promise<bigint>;
  /** The key of `userId`'s deposit address, the same every time. */
  depositSigner(userId: string): Promise<KeyPairSigner>;
  /**
   * Sends a stored signed transaction as it is. `confirmed` when it is on the chain (now or from
   * an earlier send: the same bytes never apply twice), `expired` when its blockhash is no longer
   * accepted and it never landed (only then may the caller sign anew), or why the chain refused
   * it. Throws when the chain cannot say yet (unreachable, not confirmed in time): the caller
   * tries again later with the same bytes.
   */
  sendSigned(wire: string): Promise<SendOutcome>;
  /** Whether the transaction `signature` has landed on the chain (whatever its outcome). */
  isConfirmed(signature: string): Promise<boolean>;
  /** Whether the transaction `signature` succeeded and is final (can no longer be rolled back). */
  isFinalized(signature: string): Promise<boolean>;
  /** Whether a transaction made under `blockhash` can still be accepted. */
  blockhashValid(blockhash: string): Promise<boolean>;
  /** What is at `address` (a wallet, a token account, a program, an address off the curve…). */
  addressKind(address: Address): Promise<AddressKind>;
  /** The platform's own wallets and mints: nothing is withdrawn to them. */
  platformAddresses(): Promise<Address[]>;
  /** Stops timers and, for the embedded chain, writes its state to disk. */
  close(): Promise<void>;
}
