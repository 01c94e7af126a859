import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { getCreateAccountWithSeedInstruction } from '@solana-program/system';
import {
  AuthorityType,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintToCheckedInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  address,
  createAddressWithSeed,
  createKeyPairSignerFromPrivateKeyBytes,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  isOffCurveAddress,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Transaction,
} from '@solana/kit';
import type { PaymentTarget } from './chain.ts';
import { writeFileAtomic } from './keys.ts';
import { RESERVED_ADDRESSES } from './reserved-addresses.ts';
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

/**
 * What custody does on any chain (docs/decisions/0055): the instructions of issuing, of moving
 * tokens out of the treasury or into it, of paying USDC, the deposit keys and the judging of
 * addresses. The embedded runtime and a cluster over RPC differ only in where a blockhash comes
 * from, how a transaction is sent and how an account is read; both build from these.
 */

export class ChainTransactionError extends Error {}

/** A signed transaction kept before it is sent: its wire form (base64), its signature, and the blockhash it lives by. */
export interface SignedTransaction {
  wire: string;
  signature: string;
  blockhash: string;
}

/** What the chain says of sending a stored transaction: on chain, never landed and never can, or refused. */
export type SendOutcome = 'confirmed' | 'expired' | { failed: string };

/** What is at an address, for judging a withdrawal address (see `addressKind`). */
export type AddressKind = 'wallet' | 'token' | 'program' | 'off_curve' | 'other';

/** A token to issue: its mint's seed (under the treasury), decimals, whole emission and metadata. */
export interface IssueInput {
  seed: string;
  decimals: number;
  supply: bigint;
  metadata: TokenMetadata;
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** The space a mint is created with (the metadata is appended by its own instruction, paid in advance). */
export const ISSUED_MINT_SPACE = BigInt(MINT_WITH_POINTER_LEN);

/** Bytes the rent of an issued mint is paid for: the mint, its metadata pointer and the metadata itself. */
export const issuedMintBytes = (metadata: TokenMetadata) => ISSUED_MINT_SPACE + BigInt(metadataLen(metadata));

/** Associated token accounts already derived: deriving one hashes and checks the curve, and the reconciliation asks for every token's every minute. */
const associated = new Map<string, Address>();
const MAX_ASSOCIATED = 100_000;

/** `owner`'s associated token account of `mint` under `tokenProgram` (derived once, then remembered). */
export async function associatedTokenAccount(
  owner: Address,
  mint: Address,
  tokenProgram: Address = TOKEN_2022_PROGRAM_ADDRESS,
): Promise<Address> {
  const key = `${owner}:${mint}:${tokenProgram}`;
  const known = associated.get(key);
  if (known) return known;
  const [account] = await findAssociatedTokenPda({ owner, mint, tokenProgram });
  if (associated.size >= MAX_ASSOCIATED) associated.clear();
  associated.set(key, account);
  return account;
}

/** Where the mint of the token issued under `seed` is (or will be): derived from the treasury, so issuing is idempotent. */
export function mintAddressFor(treasury: Address, seed: string): Promise<Address> {
  return createAddressWithSeed({ baseAddress: treasury, programAddress: TOKEN_2022_PROGRAM_ADDRESS, seed });
}

/**
 * One transaction that issues a token (docs/decisions/0043): a Token-2022 mint at an address
 * derived from the treasury and the seed, with its name, symbol and image URI in the mint, the
 * whole supply minted to the treasury's token account, and the mint authority then removed.
 */
export async function issueInstructions(
  treasury: KeyPairSigner,
  mint: Address,
  input: IssueInput,
  rent: bigint,
): Promise<Instruction[]> {
  const program = { programAddress: TOKEN_2022_PROGRAM_ADDRESS };
  const [account] = await findAssociatedTokenPda({
    owner: treasury.address,
    mint,
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  });
  return [
    getCreateAccountWithSeedInstruction({
      payer: treasury,
      newAccount: mint,
      base: treasury.address,
      seed: input.seed,
      amount: rent,
      space: ISSUED_MINT_SPACE,
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
  ];
}

/**
 * A transfer of `amount` base units of `mint` from `from`'s associated token account to `to`'s,
 * created when missing; `payer` pays the fee and the rent. Ends with a memo naming what it is for.
 */
export async function transferInstructions(input: {
  payer: KeyPairSigner;
  mint: Address;
  decimals: number;
  from: KeyPairSigner;
  to: Address;
  amount: bigint;
  memo: string;
  tokenProgram: typeof TOKEN_2022_PROGRAM_ADDRESS | typeof TOKEN_PROGRAM_ADDRESS;
}): Promise<Instruction[]> {
  const { tokenProgram } = input;
  const source = await associatedTokenAccount(input.from.address, input.mint, tokenProgram);
  const destination = await associatedTokenAccount(input.to, input.mint, tokenProgram);
  return [
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer: input.payer,
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
  ];
}

/**
 * An SPL Memo naming what the transaction is for (`pinacoteca withdrawal <id>`). It also makes
 * each payment's transaction its own: two payouts of the same amount to the same address signed
 * under the same blockhash would otherwise be the same transaction, one signature, sent once.
 */
function memoInstruction(text: string): Instruction {
  return { programAddress: MEMO_PROGRAM, data: new TextEncoder().encode(text) };
}

/** A signed transaction in the form kept before sending: wire bytes, signature, the blockhash it lives by. */
export function signedForm(transaction: Transaction): SignedTransaction {
  return {
    wire: getBase64EncodedWireTransaction(transaction),
    signature: getSignatureFromTransaction(transaction),
    blockhash: getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).lifetimeToken,
  };
}

/** A stored transaction read back from its wire form. */
export function fromWire(wire: string): Transaction {
  return getTransactionDecoder().decode(getBase64Encoder().encode(wire));
}

/**
 * The key of `userId`'s deposit address: derived from a root secret kept with the chain's keys
 * and the person's id, so no per-person secret is stored and the same person always gets the
 * same address (decision 0046).
 */
export function depositKey(root: Buffer, userId: string): Promise<KeyPairSigner> {
  const seed = createHmac('sha256', root).update(`pinacoteca deposit ${userId}`).digest();
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed));
}

/** 32 random bytes kept in `file` (owner-readable only), made on first use. */
export function readOrCreateSecret(file: string): Buffer {
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const secret = randomBytes(32);
  writeFileAtomic(file, secret);
  return secret;
}

/**
 * What is at `address`, for judging a withdrawal address: a wallet (a key someone holds: on the
 * curve, and empty or a plain system account), a token account or mint, a program, an address
 * off the curve (derived, no one holds its key), or an account of another program.
 */
export function addressKindOf(
  address: Address,
  account: { executable: boolean; programAddress: Address } | null,
): AddressKind {
  if (isOffCurveAddress(address)) return 'off_curve';
  if (RESERVED_ADDRESSES.has(address)) return 'program';
  if (!account) return 'wallet';
  if (account.executable) return 'program';
  if (account.programAddress === TOKEN_PROGRAM_ADDRESS || account.programAddress === TOKEN_2022_PROGRAM_ADDRESS) {
    return 'token';
  }
  return account.programAddress === SYSTEM_PROGRAM ? 'wallet' : 'other';
}

/** Whether the chain refused a transaction for its blockhash: LiteSVM says `BlockhashNotFound`; a node says "Blockhash not found". */
export function isExpiredBlockhash(failure: string): boolean {
  return /blockhash ?not ?found/i.test(failure);
}

/** The platform's keys on a chain: the treasury, the wallet sales are paid from, the deposit root. */
export interface CustodyKeys {
  treasury: KeyPairSigner;
  payout: KeyPairSigner;
  depositRoot: Buffer;
}

/** An account as custody reads it. */
export interface ChainAccount {
  data: Uint8Array;
  executable: boolean;
  programAddress: Address;
}

/** A transfer out of the treasury, or into it from a deposit address. */
interface TransferInput {
  mint: Address;
  decimals: number;
  amount: bigint;
  memo: string;
}

/**
 * Custody on any chain (ChainClient's custody half, docs/decisions/0055): issuing, holdings,
 * signing transfers, sweeps and payouts, deposit keys, judging addresses. A chain supplies only
 * its keys, how it signs (under which blockhash), how it sends until landed, and how it reads an
 * account; the embedded runtime and a cluster over RPC differ in nothing else.
 */
export abstract class Custody {
  protected abstract custodyKeys(): Promise<CustodyKeys>;
  /** A transaction of `instructions` paid by `feePayer`, signed under a current blockhash, not sent. */
  protected abstract signFor(feePayer: KeyPairSigner, instructions: Instruction[]): Promise<SignedTransaction>;
  /** Signs and sends until the chain has it; ChainTransactionError when it refuses. */
  protected abstract submitFor(
    feePayer: KeyPairSigner,
    instructions: Instruction[],
    options: { save?: boolean },
  ): Promise<string>;
  protected abstract readAccount(address: Address): Promise<ChainAccount | null>;
  protected abstract rentExempt(bytes: bigint): Promise<bigint>;
  abstract paymentTarget(): Promise<PaymentTarget>;
  abstract tokenBalance(owner: Address, mint: Address): Promise<bigint>;

  async treasury(): Promise<Address> {
    return (await this.custodyKeys()).treasury.address;
  }

  async mintAddress(seed: string): Promise<Address> {
    return mintAddressFor(await this.treasury(), seed);
  }

  async issueToken(
    input: IssueInput,
    options: { save?: boolean } = {},
  ): Promise<{ mint: Address; signature: string | null }> {
    const { treasury } = await this.custodyKeys();
    const mint = await mintAddressFor(treasury.address, input.seed);
    if (await this.readAccount(mint)) return { mint, signature: null };
    const rent = await this.rentExempt(issuedMintBytes(input.metadata));
    const instructions = await issueInstructions(treasury, mint, input, rent);
    return { mint, signature: await this.submitFor(treasury, instructions, options) };
  }

  async mintState(mint: Address): Promise<MintState | null> {
    const account = await this.readAccount(mint);
    if (!account || account.programAddress !== TOKEN_2022_PROGRAM_ADDRESS) return null;
    return decodeMint2022(account.data);
  }

  async treasuryHolding(mint: Address): Promise<bigint> {
    return this.tokenHolding(await this.treasury(), mint);
  }

  async tokenHolding(owner: Address, mint: Address): Promise<bigint> {
    const account = await this.readAccount(await associatedTokenAccount(owner, mint));
    return account ? (tokenAccountAmount(account.data) ?? 0n) : 0n;
  }

  async signTreasuryTransfer(input: TransferInput & { owner: Address }): Promise<SignedTransaction> {
    const { treasury } = await this.custodyKeys();
    return this.signTransfer({ ...input, from: treasury, to: input.owner });
  }

  async signSweep(input: TransferInput & { from: KeyPairSigner }): Promise<SignedTransaction> {
    return this.signTransfer({ ...input, to: await this.treasury() });
  }

  async signUsdcPayout(input: { owner: Address; amount: bigint; memo: string }): Promise<SignedTransaction> {
    const { treasury, payout } = await this.custodyKeys();
    const { mint, decimals } = await this.paymentTarget();
    const instructions = await transferInstructions({
      payer: treasury,
      mint,
      decimals,
      from: payout,
      to: input.owner,
      amount: input.amount,
      memo: input.memo,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    return this.signFor(treasury, instructions);
  }

  async usdcHolding(): Promise<bigint> {
    const { payout } = await this.custodyKeys();
    return this.tokenBalance(payout.address, (await this.paymentTarget()).mint);
  }

  async depositSigner(userId: string): Promise<KeyPairSigner> {
    return depositKey((await this.custodyKeys()).depositRoot, userId);
  }

  async addressKind(address: Address): Promise<AddressKind> {
    return addressKindOf(address, await this.readAccount(address));
  }

  private async signTransfer(input: TransferInput & { from: KeyPairSigner; to: Address }): Promise<SignedTransaction> {
    const { treasury } = await this.custodyKeys();
    const instructions = await transferInstructions({
      ...input,
      payer: treasury,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    return this.signFor(treasury, instructions);
  }
}
