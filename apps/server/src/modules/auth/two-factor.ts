import type { Db } from '../../db/client.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { fieldError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { logSecurityEvent } from './security-log.ts';
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

/** What became of a code: accepted, not the app's code at all, or the app's but of a step already used. */
export type TotpOutcome = 'accepted' | 'wrong' | 'used';

/**
 * Accepts a code once: its time step must be later than the last accepted one, and the
 * conditional update makes two concurrent requests with the same code have one winner. The
 * loser's digits were right, so it is told `used`, not `wrong`: the person typed what the app
 * showed and only has to wait for the next code.
 */
export async function acceptTotp(
  db: Db,
  keys: AuthKeys,
  user: Pick<UserRow, 'id' | 'two_fa_secret'>,
  code: string,
): Promise<TotpOutcome> {
  if (!user.two_fa_secret) return 'wrong';
  const step = totpStep(await openTotpSecret(keys, user.id, user.two_fa_secret), code);
  if (step === null) return 'wrong';
  return (await advanceTotpStep(db, user.id, step)) ? 'accepted' : 'used';
}

/**
 * Refuses a code `acceptTotp` did not accept: logs it in the person's security log and throws the
 * 400 on `code`. Wrong digits were counted toward the code's pacing where they were checked
 * (`guard.fail` in the transaction that holds the person's lock from `admit` on, so guesses sent
 * at once are counted one by one); a used code is not counted: it is the app's own code sent
 * twice (a resent form, a code typed again within its 30 seconds), not a guess, and counting it
 * locked people out with 429 after a few honest repeats. It gives a guesser nothing either: the
 * step it names is already spent.
 */
export async function refuseCode(
  db: Db,
  refused: { outcome: Exclude<TotpOutcome, 'accepted'>; userId: string; meta: RequestMeta; during?: string },
): Promise<never> {
  const { outcome, userId, meta, during } = refused;
  await logSecurityEvent(db, 'two_factor_failed', userId, meta, {
    ...(during ? { during } : {}),
    ...(outcome === 'used' ? { code: 'used' } : {}),
  });
  throw fieldError('code', outcome === 'used' ? 'code_used' : 'wrong_code');
}
