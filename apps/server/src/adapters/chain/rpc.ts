import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchMaybeToken, fetchMint, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  fetchEncodedAccount,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  type Address,
  type Base64EncodedWireTransaction,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
  type Signature,
  type TokenBalance,
} from '@solana/kit';
import type { ChainClient, ChainTransaction, PaymentTarget, TokenBalanceChange } from './chain.ts';
import {
  associatedTokenAccount,
  ChainTransactionError,
  Custody,
  fromWire,
  readOrCreateSecret,
  signedForm,
  type ChainAccount,
  type CustodyKeys,
  type SendOutcome,
  type SignedTransaction,
} from './custody.ts';
import { keypairFromJson, loadOrCreateKeypairs } from './keys.ts';

export interface RpcChainOptions {
  /** A Solana JSON-RPC endpoint (devnet in production). */
  url: string;
  /** The USDC mint payments are taken in. */
  usdcMint: Address;
  /** The platform's wallet that receives payments (its USDC token account is derived from it). */
  recipient: Address;
  /** Folder of the platform's keys on this cluster (DATA_DIR/chain/cluster): the deposit root, and the treasury unless given. */
  dir: string;
  /** A `solana-keygen` file with the treasury's keypair (SOLANA_TREASURY_KEYPAIR); otherwise one is made in `dir`. */
  treasuryKeyFile?: string;
  /** How long one `sendSigned` waits for a confirmation before leaving it to a later try (60 s). */
  confirmTimeoutMs?: number;
  /** How often it asks meanwhile, sending the same bytes again while they have not landed (1 s). */
  pollMs?: number;
}

/** Signings of one transaction whose blockhash keeps expiring before it lands. */
const SUBMIT_ATTEMPTS = 5;

/** What a node says of a signature: null when it has not seen it land. */
interface Landed {
  /** Voted on by a supermajority (confirmed or finalized), not only processed by the node. */
  confirmed: boolean;
  finalized: boolean;
  err: string | null;
}

/**
 * A Solana cluster through its JSON-RPC API (`SOLANA_RPC_URL`, devnet in production). Reads at
 * `confirmed` commitment: a payment is credited once a supermajority of the cluster has voted on
 * its block; deposits wait for `finalized` (`isFinalized`).
 *
 * Custody (docs/decisions/0055) builds the same instructions as the embedded chain; the treasury
 * key pays every fee and rent and holds the USDC sales are paid from, so the operator funds it
 * with SOL and USDC. Sending follows Solana's retry guide: the same signed bytes are broadcast
 * again until the cluster confirms them or their blockhash is no longer valid without them
 * having landed; only then does the caller sign anew.
 */
export class RpcChain extends Custody implements ChainClient {
  readonly mode = 'rpc' as const;
  private readonly rpc;
  private decimals: Promise<number> | null = null;
  private keys: Promise<CustodyKeys> | null = null;

  constructor(private readonly options: RpcChainOptions) {
    super();
    this.rpc = createSolanaRpc(options.url);
  }

  /** A cluster has no test wallet: every address is a stranger's. */
  async testWallet(): Promise<null> {
    return null;
  }

  /**
   * The treasury's key and the deposit root, read (or made, the first time) when first needed. The
   * treasury also pays sales: the recipient of payments may be a wallet the platform holds no key of.
   */
  protected custodyKeys(): Promise<CustodyKeys> {
    this.keys ??= (async () => {
      const { dir, treasuryKeyFile } = this.options;
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const treasury = treasuryKeyFile
        ? await keypairFromJson(JSON.parse(fs.readFileSync(treasuryKeyFile, 'utf8')))
        : (await loadOrCreateKeypairs(path.join(dir, 'keys.json'), ['treasury'] as const)).signers.treasury;
      return { treasury, payout: treasury, depositRoot: readOrCreateSecret(path.join(dir, 'deposit-root.key')) };
    })();
    this.keys.catch(() => {
      this.keys = null;
    });
    return this.keys;
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

  async genesisHash(): Promise<string> {
    return this.rpc.getGenesisHash().send();
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
    const ata = await associatedTokenAccount(owner, mint, TOKEN_PROGRAM_ADDRESS);
    const account = await fetchMaybeToken(this.rpc, ata, { commitment: 'confirmed' });
    return account.exists ? account.data.amount : 0n;
  }

  /** A cluster keeps what it confirmed: nothing to write. */
  save(): Promise<void> {
    return Promise.resolve();
  }

  async sendSigned(wire: string): Promise<SendOutcome> {
    const transaction = fromWire(wire);
    const signature = getSignatureFromTransaction(transaction);
    const blockhash = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).lifetimeToken;
    const deadline = Date.now() + (this.options.confirmTimeoutMs ?? 60_000);
    const settled = (landed: Landed | null): SendOutcome | null =>
      landed?.confirmed ? (landed.err === null ? 'confirmed' : { failed: landed.err }) : null;
    for (;;) {
      const landed = await this.status(signature);
      const outcome = settled(landed);
      if (outcome) return outcome;
      if (!landed) {
        if (await this.blockhashValid(blockhash)) {
          const refused = await this.broadcast(wire);
          if (refused) return refused;
          // A node that executes at once (or a fast cluster) has it already.
          const after = settled(await this.status(signature));
          if (after) return after;
        } else {
          // Not seen and its blockhash gone: it never can land (asked once more, in case it did meanwhile).
          const last = await this.status(signature);
          if (!last) return 'expired';
          const late = settled(last);
          if (late) return late;
        }
      }
      if (Date.now() >= deadline) {
        throw new Error(`transaction ${signature} is not confirmed yet; the same bytes will be sent again`);
      }
      await sleep(this.options.pollMs ?? 1000);
    }
  }

  async isConfirmed(signature: string): Promise<boolean> {
    return (await this.status(signature)) !== null;
  }

  async isFinalized(signature: string): Promise<boolean> {
    const landed = await this.status(signature);
    return landed !== null && landed.finalized && landed.err === null;
  }

  async blockhashValid(blockhash: string): Promise<boolean> {
    // At `processed`, the node's newest view: a blockhash invalid there can be in no block still to come.
    const { value } = await this.rpc.isBlockhashValid(blockhash as Blockhash, { commitment: 'processed' }).send();
    return value;
  }

  async platformAddresses(): Promise<Address[]> {
    return [await this.treasury(), this.options.recipient, this.options.usdcMint];
  }

  /** SOL (in lamports) held by `address`: the treasury pays every fee and rent. */
  async solBalance(address: Address): Promise<bigint> {
    const { value } = await this.rpc.getBalance(address, { commitment: 'confirmed' }).send();
    return value;
  }

  /** Asks the cluster's faucet (devnet only) for SOL for the treasury; answers the airdrop's signature. */
  async airdropToTreasury(amount: bigint): Promise<string> {
    return this.rpc.requestAirdrop(await this.treasury(), lamports(amount), { commitment: 'confirmed' }).send();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  protected async readAccount(address: Address): Promise<ChainAccount | null> {
    const account = await fetchEncodedAccount(this.rpc, address, { commitment: 'confirmed' });
    return account.exists ? account : null;
  }

  protected rentExempt(bytes: bigint): Promise<bigint> {
    return this.rpc.getMinimumBalanceForRentExemption(bytes).send();
  }

  protected signFor(feePayer: KeyPairSigner, instructions: Instruction[]): Promise<SignedTransaction> {
    return this.sign(feePayer, instructions);
  }

  protected submitFor(feePayer: KeyPairSigner, instructions: Instruction[]): Promise<string> {
    return this.submit(feePayer, instructions);
  }

  private async status(signature: string): Promise<Landed | null> {
    const { value } = await this.rpc
      .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
      .send();
    const found = value[0];
    if (!found) return null;
    return {
      confirmed: found.confirmationStatus === 'confirmed' || found.confirmationStatus === 'finalized',
      finalized: found.confirmationStatus === 'finalized',
      err: found.err === null ? null : stringify(found.err),
    };
  }

  /** A transaction of `instructions` paid by `feePayer` under the cluster's latest blockhash, signed, not sent. */
  private async sign(feePayer: KeyPairSigner, instructions: Instruction[]): Promise<SignedTransaction> {
    const { value: latest } = await this.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(feePayer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    return signedForm(await signTransactionMessageWithSigners(message));
  }

  /** Signs and sends until confirmed, signing anew only after an expiry; throws ChainTransactionError when refused. */
  private async submit(feePayer: KeyPairSigner, instructions: Instruction[]): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const signed = await this.sign(feePayer, instructions);
      const outcome = await this.sendSigned(signed.wire);
      if (outcome === 'confirmed') return signed.signature;
      if (outcome !== 'expired') throw new ChainTransactionError(outcome.failed);
      if (attempt >= SUBMIT_ATTEMPTS) throw new ChainTransactionError('the blockhash kept expiring before it landed');
    }
  }

  /**
   * Hands the bytes to the node. Null when it took them (or already has them, or does not know
   * their blockhash yet: the loop decides expiry by asking, not by one node's preflight); why,
   * when its simulation refuses them. Anything else (unreachable, overloaded) is thrown: the
   * caller tries again later.
   */
  private async broadcast(wire: string): Promise<{ failed: string } | null> {
    try {
      await this.rpc
        .sendTransaction(wire as Base64EncodedWireTransaction, {
          encoding: 'base64',
          preflightCommitment: 'confirmed',
          maxRetries: 0n,
        })
        .send();
      return null;
    } catch (error) {
      if (!isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) throw error;
      const cause = error.cause;
      if (
        isSolanaError(cause, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED) ||
        isSolanaError(cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)
      ) {
        return null;
      }
      const logs = (error.context.logs ?? []).filter((line) => /error|failed|insufficient/i.test(line));
      return { failed: [cause instanceof Error ? cause.message : error.message, ...logs].join('; ') };
    }
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

/**
 * What a failed call to the cluster says, in words: an RPC answering an HTTP error (a wrong path, a
 * key refused, a rate limit) is told by its status and text, which @solana/kit's production build
 * gives only as a numbered code to decode (an outside tester's `chain-issue` printed one).
 */
export function chainErrorText(error: unknown): string {
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
    const { statusCode, message } = error.context;
    return `the RPC answered HTTP ${statusCode}${message ? ` (${message})` : ''}`;
  }
  // Something answered, but not JSON-RPC (a proxy's page): said so, not as a bare parse error.
  if (error instanceof SyntaxError) return `the address answered, but not as a Solana RPC (${error.message})`;
  // Node's fetch says only "fetch failed"; why (a refused connection, a name not found) is its cause.
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (error instanceof Error && typeof cause?.code === 'string') return `${error.message} (${cause.code})`;
  return error instanceof Error ? error.message : String(error);
}

/** Whether a failed call means the cluster is not there (or not answering as one), rather than refusing a transaction. */
export function isChainUnreachable(error: unknown): boolean {
  return (
    isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR) ||
    error instanceof SyntaxError ||
    /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|socket hang up|network/i.test(
      chainErrorText(error),
    )
  );
}
