import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { getCreateAccountInstruction, getCreateAccountWithSeedInstruction } from '@solana-program/system';
import {
  AuthorityType,
  decodeMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  address,
  appendTransactionMessageInstructions,
  createAddressWithSeed,
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressDecoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  isOffCurveAddress,
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
import { loadOrCreateKeypairs, writeFileAtomic } from './keys.ts';
import {
  decodeMint2022,
  initializeMetadataPointer,
  initializeTokenMetadata,
  metadataLen,
  MINT_WITH_POINTER_LEN,
  TOKEN_2022_PROGRAM_ADDRESS,
  tokenAccountAmount,
  type MintState,
  type TokenMetadata,
} from './token-2022.ts';

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
}

export class ChainTransactionError extends Error {}

/** Signings of one transaction when others keep landing before it (each leaves its blockhash behind). */
const SUBMIT_ATTEMPTS = 5;

const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** A signed transaction kept before it is sent: its wire form (base64), its signature, and the blockhash it lives by. */
export interface SignedTransaction {
  wire: string;
  signature: string;
  blockhash: string;
}

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
export class EmbeddedChain implements ChainClient {
  readonly mode = 'embedded' as const;
  private state: Promise<State> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private dirty = false;
  private closed = false;
  /** The transaction being signed and executed by `submit`; the next waits for it. */
  private submitting: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: EmbeddedChainOptions) {}

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
    if (fs.existsSync(file)) {
      ({ svm, transactions: stored } = readState(fs.readFileSync(file)));
    } else {
      svm = new LiteSVM();
    }
    const state: State = {
      svm,
      keys,
      depositRoot: readOrCreateSecret(path.join(dir, DEPOSIT_ROOT_FILE)),
      transactions: new Map(),
      byAddress: new Map(),
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
    const accountKeys = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).staticAccounts;
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
    const json = Buffer.from(JSON.stringify([...state.transactions.values()]));
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
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
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

  /** Executes a transaction paid by `feePayer` (the dev payer by default); answers its signature. */
  async sendInstructions(instructions: Instruction[], feePayer?: KeyPairSigner): Promise<string> {
    const state = await this.open();
    return this.submit(state, feePayer ?? state.keys.devPayer, instructions);
  }

  /** The wallet that holds every token's whole emission in custody (and pays for issuing). */
  async treasury(): Promise<Address> {
    return (await this.open()).keys.treasury.address;
  }

  /** Where the mint of the token issued under `seed` is (or will be): derived from the treasury, so issuing is idempotent. */
  async mintAddress(seed: string): Promise<Address> {
    const { keys } = await this.open();
    return createAddressWithSeed({
      baseAddress: keys.treasury.address,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
      seed,
    });
  }

  /**
   * Issues a token once (docs/decisions/0043): a Token-2022 mint at an address derived from the
   * treasury and `seed`, with its name, symbol and image URI in the mint, the whole `supply`
   * minted to the treasury's token account, and the mint authority then removed, all in one
   * transaction, so a mint either does not exist or exists with its fixed supply. Asked again, it
   * finds the mint and sends nothing (signature null).
   */
  async issueToken(
    input: {
      seed: string;
      decimals: number;
      supply: bigint;
      metadata: TokenMetadata;
    },
    options: { save?: boolean } = {},
  ): Promise<{ mint: Address; signature: string | null }> {
    const state = await this.open();
    const { svm, keys } = state;
    const treasury = keys.treasury;
    const mint = await this.mintAddress(input.seed);
    if (svm.getAccount(mint).exists) return { mint, signature: null };
    if ((svm.getBalance(treasury.address) ?? 0n) < LAMPORTS_PER_SOL) {
      svm.airdrop(treasury.address, lamports(10n * LAMPORTS_PER_SOL));
    }
    const space = BigInt(MINT_WITH_POINTER_LEN);
    const rent = svm.minimumBalanceForRentExemption(space + BigInt(metadataLen(input.metadata)));
    const program = { programAddress: TOKEN_2022_PROGRAM_ADDRESS };
    const [account] = await findAssociatedTokenPda({
      owner: treasury.address,
      mint,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    const signature = await this.submit(
      state,
      treasury,
      [
        getCreateAccountWithSeedInstruction({
          payer: treasury,
          newAccount: mint,
          base: treasury.address,
          seed: input.seed,
          amount: rent,
          space,
          programAddress: TOKEN_2022_PROGRAM_ADDRESS,
        }),
        initializeMetadataPointer(mint, treasury.address),
        getInitializeMint2Instruction({ mint, decimals: input.decimals, mintAuthority: treasury.address }, program),
        initializeTokenMetadata({
          mint,
          updateAuthority: treasury.address,
          mintAuthority: treasury,
          metadata: input.metadata,
        }),
        await getCreateAssociatedTokenIdempotentInstructionAsync({
          payer: treasury,
          owner: treasury.address,
          mint,
          tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
        }),
        getMintToCheckedInstruction(
          { mint, token: account, mintAuthority: treasury, amount: input.supply, decimals: input.decimals },
          program,
        ),
        getSetAuthorityInstruction(
          { owned: mint, owner: treasury, authorityType: AuthorityType.MintTokens, newAuthority: null },
          program,
        ),
      ],
      options,
    );
    return { mint, signature };
  }

  /** A Token-2022 mint as the chain holds it; null when there is none at `mint`. */
  async mintState(mint: Address): Promise<MintState | null> {
    const { svm } = await this.open();
    const account = svm.getAccount(mint);
    if (!account.exists || account.programAddress !== TOKEN_2022_PROGRAM_ADDRESS) return null;
    return decodeMint2022(account.data);
  }

  /** What the treasury's token account of a Token-2022 `mint` holds, in base units. */
  async treasuryHolding(mint: Address): Promise<bigint> {
    return this.tokenHolding((await this.open()).keys.treasury.address, mint);
  }

  /**
   * A transfer of `amount` base units of the Token-2022 `mint` from the treasury to `owner`'s
   * associated token account (created when missing; the treasury pays the fees and the rent),
   * signed and not sent: the caller stores it before sending it (exactly once, ARCHITECTURE §2).
   */
  async signTreasuryTransfer(input: {
    mint: Address;
    decimals: number;
    owner: Address;
    amount: bigint;
    memo: string;
  }): Promise<SignedTransaction> {
    const { keys } = await this.open();
    return this.signTokenTransfer({ ...input, from: keys.treasury, to: input.owner });
  }

  /**
   * A deposit swept from a person's deposit address into the treasury: the deposit key signs as
   * the tokens' owner, the treasury pays the fee. Signed, not sent.
   */
  async signSweep(input: {
    mint: Address;
    decimals: number;
    from: KeyPairSigner;
    amount: bigint;
    memo: string;
  }): Promise<SignedTransaction> {
    const { keys } = await this.open();
    return this.signTokenTransfer({ ...input, to: keys.treasury.address });
  }

  private async signTokenTransfer(input: {
    mint: Address;
    decimals: number;
    from: KeyPairSigner;
    to: Address;
    amount: bigint;
    memo: string;
  }): Promise<SignedTransaction> {
    const state = await this.open();
    const { svm, keys } = state;
    const treasury = keys.treasury;
    if ((svm.getBalance(treasury.address) ?? 0n) < LAMPORTS_PER_SOL) {
      svm.airdrop(treasury.address, lamports(10n * LAMPORTS_PER_SOL));
    }
    const tokenProgram = TOKEN_2022_PROGRAM_ADDRESS;
    const [source] = await findAssociatedTokenPda({ owner: input.from.address, mint: input.mint, tokenProgram });
    const [destination] = await findAssociatedTokenPda({ owner: input.to, mint: input.mint, tokenProgram });
    const transaction = await this.sign(state, treasury, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: treasury,
        owner: input.to,
        mint: input.mint,
        tokenProgram,
      }),
      getTransferCheckedInstruction(
        {
          source,
          mint: input.mint,
          destination,
          authority: input.from,
          amount: input.amount,
          decimals: input.decimals,
        },
        { programAddress: tokenProgram },
      ),
      memoInstruction(input.memo),
    ]);
    return signed(svm, transaction);
  }

  /**
   * A USDC payment from the platform's USDC wallet (the one payments go to) to `owner`, whose
   * token account is created when missing; the treasury pays the fee. Signed, not sent.
   */
  async signUsdcPayout(input: { owner: Address; amount: bigint; memo: string }): Promise<SignedTransaction> {
    const state = await this.open();
    const { svm, keys } = state;
    const treasury = keys.treasury;
    if ((svm.getBalance(treasury.address) ?? 0n) < LAMPORTS_PER_SOL) {
      svm.airdrop(treasury.address, lamports(10n * LAMPORTS_PER_SOL));
    }
    const mint = keys.usdcMint.address;
    const [source] = await findAssociatedTokenPda({
      owner: keys.recipient.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const [destination] = await findAssociatedTokenPda({
      owner: input.owner,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const transaction = await this.sign(state, treasury, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: treasury, owner: input.owner, mint }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: keys.recipient,
        amount: input.amount,
        decimals: TEST_USDC_DECIMALS,
      }),
      memoInstruction(input.memo),
    ]);
    return signed(svm, transaction);
  }

  /** The USDC the platform holds to pay sales with (base units). */
  async usdcHolding(): Promise<bigint> {
    const { keys } = await this.open();
    return this.tokenBalance(keys.recipient.address, keys.usdcMint.address);
  }

  /**
   * The key of `userId`'s deposit address: derived from a root secret kept with the chain's keys
   * and the person's id, so no per-person secret is stored and the same person always gets the
   * same address.
   */
  async depositSigner(userId: string): Promise<KeyPairSigner> {
    const { depositRoot } = await this.open();
    const seed = createHmac('sha256', depositRoot).update(`pinacoteca deposit ${userId}`).digest();
    return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed));
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
  async sendSigned(wire: string): Promise<'confirmed' | 'expired' | { failed: string }> {
    const state = await this.open();
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire));
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

  /** Whether a transaction made under `blockhash` can still be accepted. */
  async blockhashValid(blockhash: string): Promise<boolean> {
    return (await this.open()).svm.latestBlockhash() === blockhash;
  }

  /**
   * What is at `address`, for judging a withdrawal address: a wallet (a key someone holds: on the
   * curve, and empty or a plain system account), a token account or mint, a program, an address
   * off the curve (derived, no one holds its key), or an account of another program.
   */
  async addressKind(address: Address): Promise<'wallet' | 'token' | 'program' | 'off_curve' | 'other'> {
    if (isOffCurveAddress(address)) return 'off_curve';
    const { svm } = await this.open();
    const account = svm.getAccount(address);
    if (!account.exists) return 'wallet';
    if (account.executable) return 'program';
    if (account.programAddress === TOKEN_PROGRAM_ADDRESS || account.programAddress === TOKEN_2022_PROGRAM_ADDRESS) {
      return 'token';
    }
    return account.programAddress === SYSTEM_PROGRAM ? 'wallet' : 'other';
  }

  /** The platform's own wallets: nothing is withdrawn to them. */
  async platformAddresses(): Promise<Address[]> {
    const { keys } = await this.open();
    return [keys.treasury.address, keys.recipient.address, keys.usdcAuthority.address, keys.usdcMint.address];
  }

  /** Base units of the Token-2022 `mint` in `owner`'s associated token account (0 when it has none). */
  async tokenHolding(owner: Address, mint: Address): Promise<bigint> {
    const { svm } = await this.open();
    const [account] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
    const found = svm.getAccount(account);
    return found.exists ? (tokenAccountAmount(found.data) ?? 0n) : 0n;
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

const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/**
 * An SPL Memo naming what the transaction is for (`pinacoteca withdrawal <id>`). It also makes
 * each payment's transaction its own: two payouts of the same amount to the same address signed
 * under the same blockhash would otherwise be the same transaction, one signature, sent once.
 */
function memoInstruction(text: string): Instruction {
  return { programAddress: MEMO_PROGRAM, data: new TextEncoder().encode(text) };
}

/** A signed transaction in the form kept before sending: wire bytes, signature, the blockhash it lives by. */
function signed(svm: LiteSVM, transaction: Transaction): SignedTransaction {
  const lifetime = transaction as Transaction & { lifetimeConstraint?: { blockhash: string } };
  return {
    wire: getBase64EncodedWireTransaction(transaction),
    signature: getSignatureFromTransaction(transaction),
    blockhash: lifetime.lifetimeConstraint?.blockhash ?? svm.latestBlockhash(),
  };
}

/** 32 random bytes kept in `file` (owner-readable only), made on first use. */
function readOrCreateSecret(file: string): Buffer {
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const secret = randomBytes(32);
  writeFileAtomic(file, secret);
  return secret;
}

function index(state: State, record: StoredTransaction): void {
  state.transactions.set(record.signature, record);
  for (const key of new Set(record.accountKeys)) {
    const list = state.byAddress.get(key);
    if (list) list.push(record.signature);
    else state.byAddress.set(key, [record.signature]);
  }
}

function readState(bytes: Buffer): { svm: LiteSVM; transactions: StoredTransaction[] } {
  if (bytes.length < MAGIC.length + 8 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error(`the embedded chain's state file is not one this version wrote`);
  }
  const jsonLength = Number(bytes.readBigUInt64BE(MAGIC.length));
  const jsonStart = MAGIC.length + 8;
  const transactions = JSON.parse(
    bytes.subarray(jsonStart, jsonStart + jsonLength).toString('utf8'),
  ) as StoredTransaction[];
  const svm = LiteSVM.fromBytes(new Uint8Array(bytes.subarray(jsonStart + jsonLength)));
  return { svm, transactions };
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

/** Whether the runtime refused a transaction for its blockhash: LiteSVM says `BlockhashNotFound`; a node says "Blockhash not found". */
function isExpiredBlockhash(failure: string): boolean {
  return /blockhash ?not ?found/i.test(failure);
}

function describeFailure(result: FailedTransactionMetadata): string {
  const logs = result.meta().logs();
  const reason = logs.filter((line) => /error|failed|insufficient/i.test(line)).join('; ');
  return reason || result.toString();
}
