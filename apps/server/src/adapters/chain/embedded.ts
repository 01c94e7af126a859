import fs from 'node:fs';
import path from 'node:path';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  decodeMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  appendTransactionMessageInstructions,
  getAddressDecoder,
  createTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Signature,
  type Transaction,
} from '@solana/kit';
import type { ChainClient, ChainTransaction, PaymentTarget, TokenBalanceChange } from './chain.ts';
import {
  associatedTokenAccount,
  ChainTransactionError,
  Custody,
  fromWire,
  isExpiredBlockhash,
  readOrCreateSecret,
  signedForm,
  type ChainAccount,
  type CustodyKeys,
  type SendOutcome,
  type SignedTransaction,
} from './custody.ts';
import { loadOrCreateKeypairs, writeFileAtomic } from './keys.ts';
import { TOKEN_2022_PROGRAM_ADDRESS } from './token-2022.ts';

/** The test USDC has USDC's 6 decimals, so amounts and URLs look exactly as on devnet. */
export const TEST_USDC_DECIMALS = 6;
const LAMPORTS_PER_SOL = 1_000_000_000n;
/** What the dev payer wallet starts with: enough SOL for fees and a million test USDC. */
export const DEV_PAYER_SOL = 100n * LAMPORTS_PER_SOL;
export const DEV_PAYER_USDC = 1_000_000n * 10n ** BigInt(TEST_USDC_DECIMALS);

const KEY_NAMES = ['usdcMint', 'usdcAuthority', 'recipient', 'devPayer', 'treasury'] as const;
type KeyName = (typeof KEY_NAMES)[number];

const STATE_FILE = 'chain.bin';
const KEYS_FILE = 'keys.json';
const DEPOSIT_ROOT_FILE = 'deposit-root.key';
/** File format: magic line, 8-byte big-endian length of the JSON part, the JSON part, then LiteSVM's snapshot. */
const MAGIC = Buffer.from('pinacoteca-chain 1\n');

interface StoredTransaction {
  signature: string;
  slot: string;
  blockTime: number;
  accountKeys: string[];
  tokenBalances: { account: string; mint: string; owner: string; pre: string; post: string }[];
}

interface State {
  svm: LiteSVM;
  keys: Record<KeyName, KeyPairSigner>;
  /** The secret deposit addresses are derived from (decision 0046). */
  depositRoot: Buffer;
  transactions: Map<string, StoredTransaction>;
  /** address -> signatures naming it, oldest first: LiteSVM keeps no such index, a node's getSignaturesForAddress does. */
  byAddress: Map<string, string[]>;
  /**
   * Accounts as last read, with how many transactions had named them then. Every change of an
   * account's data here is a transaction naming it (execute records them), so while that count
   * stands the account's data does: the reconciliation of 10,000 tokens every minute then reads
   * only the accounts that moved.
   */
  readings: Map<string, { named: number; account: ChainAccount | null }>;
  /** The blockhashes a transaction may still be made under, oldest first; the latest is last. */
  recent: string[];
}

/**
 * How many blockhashes stay accepted: a cluster takes one for about 150 slots, and here a slot
 * passes with each transaction. Accepting only the latest (LiteSVM's own check) expired every
 * stored withdrawal that another transaction overtook between signing and sending, so under
 * traffic each was signed three to six times and jobs failed with "kept expiring".
 */
const RECENT_BLOCKHASHES = 150;

/** Signings of one transaction when others keep landing before it (each leaves its blockhash behind). */
const SUBMIT_ATTEMPTS = 5;

export interface EmbeddedChainOptions {
  /** Folder the chain lives in (DATA_DIR/chain). */
  dir: string;
  /** Safety-net save of unsaved changes; every sent transaction is also saved at once. */
  saveIntervalMs?: number;
  log?: { warn(data: object, message: string): void; info?(data: object, message: string): void };
}

/**
 * The real Solana runtime in process (LiteSVM) with its whole state kept on disk, so a restart
 * keeps every account and balance. Opened on first use: a process that never touches the chain
 * (most test files) never creates one.
 *
 * On the first start it creates the platform's test USDC (an SPL mint with 6 decimals whose
 * authority the platform holds), the recipient wallet that payments go to, and a dev payer
 * wallet funded with SOL and test USDC, which plays a person's wallet app (modules/chain).
 *
 * Transactions enter only through `sendInstructions`, which records each one's account keys and
 * token balances before and after, as an RPC node's transaction index would.
 */
export class EmbeddedChain extends Custody implements ChainClient {
  readonly mode = 'embedded' as const;
  private state: Promise<State> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private dirty = false;
  private closed = false;
  /** The transaction being signed and executed by `submit`; the next waits for it. */
  private submitting: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: EmbeddedChainOptions) {
    super();
  }

  private open(): Promise<State> {
    if (this.closed) return Promise.reject(new Error('the embedded chain is closed'));
    this.state ??= this.load();
    return this.state;
  }

  private async load(): Promise<State> {
    const { dir } = this.options;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { signers: keys } = await loadOrCreateKeypairs(path.join(dir, KEYS_FILE), KEY_NAMES);
    const file = path.join(dir, STATE_FILE);
    let svm: LiteSVM;
    let stored: StoredTransaction[] = [];
    let recent: string[] = [];
    if (fs.existsSync(file)) {
      ({ svm, transactions: stored, recent } = readState(fs.readFileSync(file)));
    } else {
      svm = new LiteSVM();
    }
    // The lifetime of a blockhash is judged here (`execute`), over the recent ones, as a cluster does.
    svm.withBlockhashCheck(false);
    const state: State = {
      svm,
      keys,
      depositRoot: readOrCreateSecret(path.join(dir, DEPOSIT_ROOT_FILE)),
      transactions: new Map(),
      byAddress: new Map(),
      readings: new Map(),
      recent: recent.length > 0 ? recent : [svm.latestBlockhash()],
    };
    for (const record of stored) index(state, record);
    if (!svm.getAccount(keys.usdcMint.address).exists) await this.createTestUsdc(state);
    const interval = this.options.saveIntervalMs ?? 10_000;
    this.timer = setInterval(() => {
      if (this.dirty) this.trySave(state);
    }, interval).unref();
    return state;
  }

  /** First start: the test USDC mint, the recipient's and dev payer's token accounts, the dev payer's funds. */
  private async createTestUsdc(state: State): Promise<void> {
    const { svm, keys } = state;
    svm.airdrop(keys.usdcAuthority.address, lamports(10n * LAMPORTS_PER_SOL));
    svm.airdrop(keys.devPayer.address, lamports(DEV_PAYER_SOL));
    svm.airdrop(keys.recipient.address, lamports(LAMPORTS_PER_SOL));
    const space = BigInt(getMintSize());
    const mint = keys.usdcMint.address;
    await this.submit(state, keys.usdcAuthority, [
      getCreateAccountInstruction({
        payer: keys.usdcAuthority,
        newAccount: keys.usdcMint,
        lamports: svm.minimumBalanceForRentExemption(space),
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint, decimals: TEST_USDC_DECIMALS, mintAuthority: keys.usdcAuthority.address }),
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: keys.usdcAuthority,
        owner: keys.recipient.address,
        mint,
      }),
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: keys.usdcAuthority,
        owner: keys.devPayer.address,
        mint,
      }),
    ]);
    await this.mintTestUsdcWith(state, keys.devPayer.address, DEV_PAYER_USDC);
    this.options.log?.info?.({ mint, recipient: keys.recipient.address }, 'embedded chain: test USDC created');
  }

  private async mintTestUsdcWith(state: State, owner: Address, amount: bigint): Promise<string> {
    const { keys } = state;
    const mint = keys.usdcMint.address;
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    return this.submit(state, keys.usdcAuthority, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: keys.usdcAuthority, owner, mint }),
      getMintToCheckedInstruction({
        mint,
        token: ata,
        mintAuthority: keys.usdcAuthority,
        amount,
        decimals: TEST_USDC_DECIMALS,
      }),
    ]);
  }

  /**
   * Signs with every signer the instructions carry, executes, records and saves; throws
   * ChainTransactionError when it fails. Signing awaits, and every transaction gives the chain a
   * new blockhash, so transactions of this process are signed and executed one at a time; one
   * executed meanwhile all the same (a stored withdrawal sent again) leaves this one's blockhash
   * behind, and it is signed again under the new one rather than failed (it never ran).
   */
  private submit(
    state: State,
    feePayer: KeyPairSigner,
    instructions: Instruction[],
    options: { save?: boolean } = {},
  ): Promise<string> {
    const run = this.submitting.then(() => this.signAndExecute(state, feePayer, instructions, options));
    this.submitting = run.catch(() => undefined);
    return run;
  }

  private async signAndExecute(
    state: State,
    feePayer: KeyPairSigner,
    instructions: Instruction[],
    options: { save?: boolean },
  ): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const transaction = await this.sign(state, feePayer, instructions);
      const result = this.execute(state, transaction, options);
      if (typeof result === 'string') return result;
      if (!isExpiredBlockhash(result.failed) || attempt >= SUBMIT_ATTEMPTS)
        throw new ChainTransactionError(result.failed);
    }
  }

  /** A transaction of `instructions` paid by `feePayer`, under the chain's latest blockhash, signed but not sent. */
  private async sign(state: State, feePayer: KeyPairSigner, instructions: Instruction[]): Promise<Transaction> {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(feePayer, m),
      (m) => state.svm.setTransactionMessageLifetimeUsingLatestBlockhash(m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    return signTransactionMessageWithSigners(message);
  }

  /** Executes a signed transaction, records and saves it; answers its signature, or why the runtime refused it. */
  private execute(
    state: State,
    transaction: Transaction,
    options: { save?: boolean } = {},
  ): string | { failed: string } {
    const { svm } = state;
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    const accountKeys = message.staticAccounts;
    if (!state.recent.includes(message.lifetimeToken)) return { failed: 'BlockhashNotFound' };
    // From here to the record nothing awaits, so no other transaction runs in between.
    const pre = tokenAccounts(svm, accountKeys);
    const result = svm.sendTransaction(transaction);
    if (result instanceof FailedTransactionMetadata) return { failed: describeFailure(result) };
    const post = tokenAccounts(svm, accountKeys);
    const slot = svm.getClock().slot;
    const record: StoredTransaction = {
      signature: getSignatureFromTransaction(transaction),
      slot: slot.toString(),
      blockTime: Math.floor(Date.now() / 1000),
      accountKeys,
      tokenBalances: [...new Set([...pre.keys(), ...post.keys()])].map((account) => {
        const before = pre.get(account);
        const after = post.get(account);
        const info = (after ?? before)!;
        return {
          account,
          mint: info.mint,
          owner: info.owner,
          pre: (before?.amount ?? 0n).toString(),
          post: (after?.amount ?? 0n).toString(),
        };
      }),
    };
    index(state, record);
    // Like a real cluster, every transaction lands in a new slot with a new blockhash: the same
    // payment sent twice is two transactions, not a duplicate LiteSVM would refuse.
    svm.warpToSlot(slot + 1n);
    svm.expireBlockhash();
    state.recent.push(svm.latestBlockhash());
    if (state.recent.length > RECENT_BLOCKHASHES) state.recent.splice(0, state.recent.length - RECENT_BLOCKHASHES);
    this.dirty = true;
    // Saved before anyone can see it, so a payment credited by the watcher survives a crash; a
    // caller that sends many in a row (issuing) saves once after them instead (`save()`), since
    // each save writes the whole chain.
    if (options.save !== false) this.trySave(state);
    return record.signature;
  }

  private trySave(state: State): void {
    try {
      this.saveState(state);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'embedded chain: saving its state failed, will retry');
    }
  }

  private saveState(state: State): void {
    const json = Buffer.from(JSON.stringify({ transactions: [...state.transactions.values()], recent: state.recent }));
    const length = Buffer.alloc(8);
    length.writeBigUInt64BE(BigInt(json.length));
    // One file for the ledger and the index of transactions, written atomically: they never disagree after a crash.
    writeFileAtomic(path.join(this.options.dir, STATE_FILE), Buffer.concat([MAGIC, length, json, state.svm.toBytes()]));
    this.dirty = false;
  }

  /** Writes the whole chain to disk now (also done after every transaction and on close). */
  async save(): Promise<void> {
    this.saveState(await this.open());
  }

  async paymentTarget(): Promise<PaymentTarget> {
    const { keys } = await this.open();
    return { recipient: keys.recipient.address, mint: keys.usdcMint.address, decimals: TEST_USDC_DECIMALS };
  }

  /** One runtime under DATA_DIR/chain, not a cluster: its mints and keys tell it apart. */
  async genesisHash(): Promise<null> {
    return null;
  }

  async signaturesFor(address: Address, limit = 100, before?: string): Promise<string[]> {
    const { byAddress } = await this.open();
    const newestFirst = [...(byAddress.get(address) ?? [])].reverse();
    const start = before === undefined ? 0 : newestFirst.indexOf(before) + 1;
    // An unknown `before` names nothing older, as a node answers.
    if (before !== undefined && start === 0) return [];
    return newestFirst.slice(start, start + limit);
  }

  async getTransaction(signature: string): Promise<ChainTransaction | null> {
    const { svm, transactions } = await this.open();
    const record = transactions.get(signature);
    if (!record) return null;
    // The runtime's own history has the outcome while the transaction is in it (it keeps the latest ones).
    const executed = svm.getTransaction(signature as Signature);
    return {
      signature,
      slot: BigInt(record.slot),
      blockTime: record.blockTime,
      err: executed instanceof FailedTransactionMetadata ? describeFailure(executed) : null,
      accountKeys: record.accountKeys as Address[],
      tokenBalances: record.tokenBalances.map((b): TokenBalanceChange => ({
        account: b.account as Address,
        mint: b.mint as Address,
        owner: b.owner as Address,
        pre: BigInt(b.pre),
        post: BigInt(b.post),
      })),
    };
  }

  async tokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const { svm } = await this.open();
    const ata = await associatedTokenAccount(owner, mint, TOKEN_PROGRAM_ADDRESS);
    return tokenAccounts(svm, [ata]).get(ata)?.amount ?? 0n;
  }

  /** Decimals of the SPL mint at `mint`; null when no such mint exists on this chain. */
  async mintDecimals(mint: Address): Promise<number | null> {
    const { svm } = await this.open();
    const account = svm.getAccount(mint);
    if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== getMintSize()) {
      return null;
    }
    return decodeMint(account).data.decimals;
  }

  /** SOL (in lamports) held by `address`. */
  async solBalance(address: Address): Promise<bigint> {
    const { svm } = await this.open();
    return svm.getBalance(address) ?? 0n;
  }

  /** The wallet that plays a person's wallet app in development (the dev Solana Pay route, tests). */
  async devPayer(): Promise<KeyPairSigner> {
    return (await this.open()).keys.devPayer;
  }

  async testWallet(): Promise<Address> {
    return (await this.devPayer()).address;
  }

  /** Executes a transaction paid by `feePayer` (the dev payer by default); answers its signature. */
  async sendInstructions(instructions: Instruction[], feePayer?: KeyPairSigner): Promise<string> {
    const state = await this.open();
    return this.submit(state, feePayer ?? state.keys.devPayer, instructions);
  }

  /** Sends `amount` base units of a Token-2022 `mint` from the test wallet to `owner` (the dev route), creating its token account. */
  async devSendToken(input: { mint: Address; decimals: number; owner: Address; amount: bigint }): Promise<string> {
    const state = await this.open();
    const payer = state.keys.devPayer;
    const tokenProgram = TOKEN_2022_PROGRAM_ADDRESS;
    const [source] = await findAssociatedTokenPda({ owner: payer.address, mint: input.mint, tokenProgram });
    const [destination] = await findAssociatedTokenPda({ owner: input.owner, mint: input.mint, tokenProgram });
    return this.submit(state, payer, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer,
        owner: input.owner,
        mint: input.mint,
        tokenProgram,
      }),
      getTransferCheckedInstruction(
        { source, mint: input.mint, destination, authority: payer, amount: input.amount, decimals: input.decimals },
        { programAddress: tokenProgram },
      ),
    ]);
  }

  /**
   * Sends a stored signed transaction as it is. Answers `confirmed` when it is on the chain (now
   * or from an earlier send: the same bytes never apply twice), `expired` when its blockhash is no
   * longer accepted and it never landed (only then may the caller sign anew), or why it failed.
   */
  async sendSigned(wire: string): Promise<SendOutcome> {
    const state = await this.open();
    const transaction = fromWire(wire);
    if (state.transactions.has(getSignatureFromTransaction(transaction))) return 'confirmed';
    const result = this.execute(state, transaction);
    if (typeof result === 'string') return 'confirmed';
    if (isExpiredBlockhash(result.failed)) return 'expired';
    return result;
  }

  /** Whether the chain has the transaction `signature` (the embedded chain confirms and finalizes at once). */
  async isConfirmed(signature: string): Promise<boolean> {
    return (await this.open()).transactions.has(signature);
  }

  /** The embedded chain finalizes a transaction as it executes it (and keeps only those that succeeded). */
  isFinalized(signature: string): Promise<boolean> {
    return this.isConfirmed(signature);
  }

  /** Whether a transaction made under `blockhash` can still be accepted. */
  async blockhashValid(blockhash: string): Promise<boolean> {
    return (await this.open()).recent.includes(blockhash);
  }

  /**
   * Moves the chain on past the lifetime of every blockhash given so far, as a minute or two
   * without transactions would on a cluster: what was signed and not sent can then never land.
   */
  async expireBlockhashes(): Promise<void> {
    const state = await this.open();
    state.svm.warpToSlot(state.svm.getClock().slot + BigInt(RECENT_BLOCKHASHES));
    state.svm.expireBlockhash();
    state.recent = [state.svm.latestBlockhash()];
    this.dirty = true;
  }

  /** The platform's own wallets: nothing is withdrawn to them. */
  async platformAddresses(): Promise<Address[]> {
    const { keys } = await this.open();
    return [keys.treasury.address, keys.recipient.address, keys.usdcAuthority.address, keys.usdcMint.address];
  }

  protected async custodyKeys(): Promise<CustodyKeys> {
    const { keys, depositRoot } = await this.open();
    // Payments arrive at the recipient wallet, whose key the embedded chain holds: sales are paid from it.
    return { treasury: keys.treasury, payout: keys.recipient, depositRoot };
  }

  protected async signFor(feePayer: KeyPairSigner, instructions: Instruction[]): Promise<SignedTransaction> {
    const state = await this.open();
    fundTreasury(state);
    return signedForm(await this.sign(state, feePayer, instructions));
  }

  protected async submitFor(
    feePayer: KeyPairSigner,
    instructions: Instruction[],
    options: { save?: boolean },
  ): Promise<string> {
    const state = await this.open();
    fundTreasury(state);
    return this.submit(state, feePayer, instructions, options);
  }

  /** Read again only once a transaction has named the account (`readings`). */
  protected async readAccount(address: Address): Promise<ChainAccount | null> {
    const state = await this.open();
    return readUnlessMoved(state, address, () => {
      const account = state.svm.getAccount(address);
      return account.exists ? account : null;
    });
  }

  /** The latest blockhash and the slot it was made in, as a node's getLatestBlockhash answers. */
  async latest(): Promise<{ blockhash: string; slot: bigint }> {
    const { svm } = await this.open();
    return { blockhash: svm.latestBlockhash(), slot: svm.getClock().slot };
  }

  /** The account at `address` as the runtime holds it; null when there is none. */
  async accountAt(
    address: Address,
  ): Promise<{ lamports: bigint; programAddress: Address; executable: boolean; data: Uint8Array } | null> {
    const { svm } = await this.open();
    const account = svm.getAccount(address);
    return account.exists ? account : null;
  }

  /** Lamports an account of `bytes` needs to be exempt from rent. */
  async rentExempt(bytes: bigint): Promise<bigint> {
    return (await this.open()).svm.minimumBalanceForRentExemption(bytes);
  }

  /** Gives `address` SOL (lamports), as devnet's faucet does. */
  async airdrop(address: Address, amount: bigint): Promise<void> {
    const state = await this.open();
    state.svm.airdrop(address, lamports(amount));
    this.dirty = true;
  }

  /** Mints test USDC (base units) to `owner`'s token account: the platform controls this mint. */
  async mintTestUsdc(owner: Address, amount: bigint): Promise<string> {
    return this.mintTestUsdcWith(await this.open(), owner, amount);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (!this.state) return;
    const state = await this.state.catch(() => null);
    if (state && this.dirty) this.trySave(state);
  }
}

/** Tops the treasury up with SOL for fees and rent: the embedded chain prints its own. */
function fundTreasury(state: State): void {
  const { svm, keys } = state;
  if ((svm.getBalance(keys.treasury.address) ?? 0n) < LAMPORTS_PER_SOL) {
    svm.airdrop(keys.treasury.address, lamports(10n * LAMPORTS_PER_SOL));
  }
}

/** Accounts remembered at most; past it they are forgotten together (every address judged is one). */
const MAX_READINGS = 100_000;

/** The account at `address`, or what it was before if no transaction has named it since. */
function readUnlessMoved(state: State, address: Address, read: () => ChainAccount | null): ChainAccount | null {
  const named = state.byAddress.get(address)?.length ?? 0;
  const known = state.readings.get(address);
  if (known && known.named === named) return known.account;
  const account = read();
  if (state.readings.size >= MAX_READINGS) state.readings.clear();
  state.readings.set(address, { named, account });
  return account;
}

function index(state: State, record: StoredTransaction): void {
  state.transactions.set(record.signature, record);
  for (const key of new Set(record.accountKeys)) {
    const list = state.byAddress.get(key);
    if (list) list.push(record.signature);
    else state.byAddress.set(key, [record.signature]);
  }
}

function readState(bytes: Buffer): { svm: LiteSVM; transactions: StoredTransaction[]; recent: string[] } {
  if (bytes.length < MAGIC.length + 8 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error(`the embedded chain's state file is not one this version wrote`);
  }
  const jsonLength = Number(bytes.readBigUInt64BE(MAGIC.length));
  const jsonStart = MAGIC.length + 8;
  // The transactions and the recent blockhashes; a file from before the blockhashes has only the list.
  const json = JSON.parse(bytes.subarray(jsonStart, jsonStart + jsonLength).toString('utf8')) as
    StoredTransaction[] | { transactions: StoredTransaction[]; recent: string[] };
  const svm = LiteSVM.fromBytes(new Uint8Array(bytes.subarray(jsonStart + jsonLength)));
  return Array.isArray(json) ? { svm, transactions: json, recent: [] } : { svm, ...json };
}

/** SPL token accounts (of either token program) among `addresses`, decoded from the runtime's current state. */
function tokenAccounts(
  svm: LiteSVM,
  addresses: readonly Address[],
): Map<Address, { mint: Address; owner: Address; amount: bigint }> {
  const found = new Map<Address, { mint: Address; owner: Address; amount: bigint }>();
  const decoder = getAddressDecoder();
  for (const address of addresses) {
    const account = svm.getAccount(address);
    if (!account.exists) continue;
    const { data } = account;
    if (account.programAddress === TOKEN_PROGRAM_ADDRESS) {
      if (data.length !== 165) continue; // mints (82 bytes) and multisigs are not token accounts
    } else if (account.programAddress === TOKEN_2022_PROGRAM_ADDRESS) {
      // The base layout is the classic one; with extensions, byte 165 says what the account is (2: a token account).
      if (data.length < 165 || (data.length > 165 && data[165] !== 2)) continue;
    } else continue;
    found.set(address, {
      mint: decoder.decode(data.subarray(0, 32)),
      owner: decoder.decode(data.subarray(32, 64)),
      amount: Buffer.from(data.subarray(64, 72)).readBigUInt64LE(),
    });
  }
  return found;
}

function describeFailure(result: FailedTransactionMetadata): string {
  const logs = result.meta().logs();
  const reason = logs.filter((line) => /error|failed|insufficient/i.test(line)).join('; ');
  return reason || result.toString();
}
