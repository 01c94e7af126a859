import { createHash } from 'node:crypto';
import {
  AccountRole,
  address,
  getAddressDecoder,
  getAddressEncoder,
  type Address,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit';

/**
 * The Token-2022 program and the two instructions of it this platform needs beyond SPL Token's
 * own layout (docs/decisions/0043): the metadata pointer and the token-metadata interface's
 * `initialize`, so name, symbol and image live in the mint account itself and wallets show them.
 * `@solana-program/token-2022` does not yet accept this project's @solana/kit, so these are
 * encoded here from the program's published layouts; the base instructions (InitializeMint2,
 * MintToChecked, SetAuthority) share SPL Token's layout and are built with
 * `@solana-program/token` pointed at this program.
 */
export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');

/** Extension type of token metadata (spl-token-2022 `ExtensionType::TokenMetadata`). */
const TOKEN_METADATA = 19;
/** A mint's base layout, padded to a token account's size, then the account-type byte. */
const BASE_MINT_LEN = 82;
const ACCOUNT_TYPE_OFFSET = 165;
const MINT_ACCOUNT_TYPE = 1;
/** The mint with its metadata pointer: 165 + 1 + (2 + 2 + 64). The metadata is appended by its own instruction. */
export const MINT_WITH_POINTER_LEN = ACCOUNT_TYPE_OFFSET + 1 + 4 + 64;

const addressEncoder = getAddressEncoder();
const addressDecoder = getAddressDecoder();

export interface TokenMetadata {
  name: string;
  symbol: string;
  uri: string;
}

/** The bytes the metadata extension will take in the mint (its TLV header included). */
export function metadataLen(metadata: TokenMetadata): number {
  const text = (s: string) => 4 + Buffer.byteLength(s, 'utf8');
  return 4 + 32 + 32 + text(metadata.name) + text(metadata.symbol) + text(metadata.uri) + 4;
}

/** MetadataPointerInstruction::Initialize (token instruction 39, sub 0): the metadata lives in the mint itself. */
export function initializeMetadataPointer(mint: Address, authority: Address | null): Instruction {
  const data = new Uint8Array(2 + 64);
  data[0] = 39;
  data[1] = 0;
  if (authority) data.set(addressEncoder.encode(authority), 2);
  data.set(addressEncoder.encode(mint), 34);
  return {
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    accounts: [{ address: mint, role: AccountRole.WRITABLE }],
    data,
  };
}

const discriminator = (name: string) =>
  createHash('sha256').update(`spl_token_metadata_interface:${name}`).digest().subarray(0, 8);

function borshString(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** token-metadata-interface `initialize_account`: name, symbol and URI written into the mint. */
export function initializeTokenMetadata(input: {
  mint: Address;
  updateAuthority: Address;
  mintAuthority: TransactionSigner;
  metadata: TokenMetadata;
}): Instruction {
  const data = Buffer.concat([
    discriminator('initialize_account'),
    borshString(input.metadata.name),
    borshString(input.metadata.symbol),
    borshString(input.metadata.uri),
  ]);
  return {
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    accounts: [
      { address: input.mint, role: AccountRole.WRITABLE },
      { address: input.updateAuthority, role: AccountRole.READONLY },
      { address: input.mint, role: AccountRole.READONLY },
      { address: input.mintAuthority.address, role: AccountRole.READONLY_SIGNER, signer: input.mintAuthority },
    ],
    data: new Uint8Array(data),
  } as Instruction;
}

export interface MintState {
  supply: bigint;
  decimals: number;
  /** Null once removed: no more tokens can ever be minted. */
  mintAuthority: Address | null;
  metadata: TokenMetadata | null;
}

function optionalAddress(bytes: Uint8Array, offset: number): Address | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(offset, true) === 1 ? addressDecoder.decode(bytes.subarray(offset + 4, offset + 36)) : null;
}

/** A Token-2022 mint account's data: supply, decimals, mint authority and its metadata extension. */
export function decodeMint2022(data: Uint8Array): MintState | null {
  if (data.length < BASE_MINT_LEN) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const state: MintState = {
    mintAuthority: optionalAddress(data, 0),
    supply: view.getBigUint64(36, true),
    decimals: data[44]!,
    metadata: null,
  };
  if (data.length <= ACCOUNT_TYPE_OFFSET || data[ACCOUNT_TYPE_OFFSET] !== MINT_ACCOUNT_TYPE) return state;
  let at = ACCOUNT_TYPE_OFFSET + 1;
  while (at + 4 <= data.length) {
    const type = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (type === TOKEN_METADATA) {
      let p = at + 4 + 64;
      const text = () => {
        const n = view.getUint32(p, true);
        const value = Buffer.from(data.subarray(p + 4, p + 4 + n)).toString('utf8');
        p += 4 + n;
        return value;
      };
      state.metadata = { name: text(), symbol: text(), uri: text() };
    }
    if (type === 0 && length === 0) break;
    at += 4 + length;
  }
  return state;
}

/** The balance of a Token-2022 (or SPL Token) token account: the u64 after its mint and owner. */
export function tokenAccountAmount(data: Uint8Array): bigint | null {
  if (data.length < 72) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(64, true);
}
