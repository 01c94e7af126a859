import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults: argon2id, 19 MiB, 2 passes, 1 lane, the OWASP minimum for argon2id.
// The PHC string records its parameters, so raising them later still verifies old hashes.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password. Without a stored hash (unknown e-mail, account with no password) a dummy
 * hash is still verified, so the answer takes as long either way and its timing does not tell
 * an attacker which e-mails have accounts.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash('not the password of anyone');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
