import type { Db } from '../../db/client.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { advanceTotpStep, type UserRow } from './user-queries.ts';
import type { AuthKeys } from './tokens.ts';
import { totpStep } from './totp.ts';

/** Encrypts a TOTP secret for `users.two_fa_secret`, bound to its owner (decision 12). */
export async function sealTotpSecret(keys: AuthKeys, userId: string, secretBase32: string): Promise<string> {
  return encryptSecret(await keys.totp(), secretBase32, userId);
}

export async function openTotpSecret(keys: AuthKeys, userId: string, sealed: string): Promise<string> {
  return decryptSecret(await keys.totp(), sealed, userId);
}

/**
 * Accepts a code once: its time step must be later than the last accepted one, and the
 * conditional update makes two concurrent requests with the same code have one winner.
 */
export async function acceptTotp(
  db: Db,
  keys: AuthKeys,
  user: Pick<UserRow, 'id' | 'two_fa_secret'>,
  code: string,
): Promise<boolean> {
  if (!user.two_fa_secret) return false;
  const step = totpStep(await openTotpSecret(keys, user.id, user.two_fa_secret), code);
  if (step === null) return false;
  return advanceTotpStep(db, user.id, step);
}
