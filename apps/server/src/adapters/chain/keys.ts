import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  type KeyPairSigner,
} from '@solana/kit';

/**
 * Keypairs kept as JSON arrays of 64 bytes (32-byte secret seed, then the public key): the
 * format of `solana-keygen`, so an operator can inspect or import them with the Solana CLI.
 */
export async function keypairFromJson(bytes: unknown): Promise<KeyPairSigner> {
  const problem = keypairProblem(bytes);
  if (problem) throw new Error(`not a keypair: ${problem}`);
  return createKeyPairSignerFromBytes(Uint8Array.from(bytes as number[]));
}

/**
 * Why `bytes` is not such a keypair, or null. Checked without the async Web Crypto, so the
 * configuration can refuse a bad SOLANA_TREASURY_KEYPAIR at start: a file whose halves did not
 * belong together passed, and every look at the chain then failed (an outside tester).
 */
export function keypairProblem(bytes: unknown): string | null {
  if (!Array.isArray(bytes) || bytes.length !== 64 || !bytes.every((b) => Number.isInteger(b) && b >= 0 && b < 256))
    return 'a keypair is a JSON array of 64 bytes, as solana-keygen writes';
  const key = Buffer.from(bytes as number[]);
  const secret = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, key.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  const derived = createPublicKey(secret).export({ format: 'der', type: 'spki' }).subarray(-32);
  return derived.equals(key.subarray(32)) ? null : 'its public half is not the key of its secret half';
}

/** DER header of a PKCS #8 Ed25519 private key, before its 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export async function newKeypair(): Promise<{ signer: KeyPairSigner; json: number[] }> {
  const seed = randomBytes(32);
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  const json = [...seed, ...getAddressEncoder().encode(signer.address)];
  return { signer, json };
}

/** Writes `text` so that a reader (or a crash) never sees half a file. */
export function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data, { mode });
  fs.renameSync(temporary, file);
}

/**
 * Loads the named keypairs from `file`, creating (and saving) the ones that are missing. The
 * file holds secret keys: it is written readable by its owner only.
 */
export async function loadOrCreateKeypairs<Name extends string>(
  file: string,
  names: readonly Name[],
): Promise<{ signers: Record<Name, KeyPairSigner>; created: boolean }> {
  const stored: Record<string, unknown> = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const signers = {} as Record<Name, KeyPairSigner>;
  let created = false;
  for (const name of names) {
    if (stored[name] !== undefined) {
      signers[name] = await keypairFromJson(stored[name]);
    } else {
      const { signer, json } = await newKeypair();
      stored[name] = json;
      signers[name] = signer;
      created = true;
    }
  }
  if (created) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic(file, `${JSON.stringify(stored, null, 1)}\n`);
  }
  return { signers, created };
}
