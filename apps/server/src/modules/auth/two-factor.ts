import type { Db, Sql } from '../../db/client.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { logSecurityEvent } from './security-log.ts';
import type { SignInGuard } from './sign-in-guard.ts';
import { advanceTotpStep, findUserById, lockUserState, type UserRow } from './user-queries.ts';
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

/** What checks a code: the keys that open its secret, and the guard that paces the guesses. */
export interface CodeGate {
  sql: Sql;
  keys: AuthKeys;
  guard: SignInGuard;
}

/**
 * The one check of a two-factor code given to confirm a change, inside the transaction that holds
 * the person's lock (so guesses sent at once are admitted, checked and counted one by one): paced
 * by the guard, accepted once, and a wrong one counted. After the transaction, a refusal goes to
 * `refuseCode` and an acceptance to `codeAccepted`, outside it, so the refusal's log survives the
 * rollback and the guard forgets this address's misses only once the change is kept.
 */
export async function spendCode(
  tx: Db,
  gate: Omit<CodeGate, 'sql'>,
  user: UserRow,
  code: string | null | undefined,
  meta: RequestMeta,
): Promise<TotpOutcome> {
  await gate.guard.admit('code', user.id, meta.ip, { db: tx, held: true });
  const outcome = await acceptTotp(tx, gate.keys, user, code ?? '');
  if (outcome === 'wrong') await gate.guard.fail('code', user.id, meta.ip, user, tx, { held: true });
  return outcome;
}

/** After a change `spendCode` confirmed was kept: this address's misses are forgotten. */
export const codeAccepted = (gate: Pick<CodeGate, 'guard'>, userId: string, meta: RequestMeta, db?: Db) =>
  gate.guard.succeed('code', userId, meta.ip, db);

/** What `underTwoFactorCode` checks: whose request, the code sent, and what it is for. */
export interface CodeCheck<T, J = void> {
  userId: string;
  code: string | null | undefined;
  meta: RequestMeta;
  /** Named in the security log when the code is refused. */
  during: string;
  /**
   * What this same request (its `request_id`) made before, if anything: answered as it is,
   * before the code is checked (a double click's second request carries the code the first
   * used) and under the person's lock (so a second request racing the first waits for it).
   */
  earlier?: (tx: Db) => Promise<T | null>;
  /**
   * Refusals that need no code, made under the person's lock before it is checked, so a request
   * refused for another reason does not spend the code (an account still holding tokens, an
   * address already saved, an amount over what is held); what it found is handed to the work, in
   * the same transaction, rather than looked up again.
   */
  refuse?: (tx: Db, user: UserRow) => Promise<J>;
}

/**
 * Runs `work` in one database transaction under the person's row lock, after their two-factor
 * code (when on) has been accepted in that transaction: what sends value out, what says where it
 * may go (a saved withdrawal address), and what changes how the account is reached (its password,
 * its removal). A wrong code is paced like the sign-in's and logged, and answers 400 on the `code`
 * field. An account removed meanwhile (the session's check came before) is refused: nothing more
 * leaves for, or is owed to, an account that will be erased (decision 0080).
 */
export async function underTwoFactorCode<T, J = void>(
  gate: CodeGate,
  request: CodeCheck<T, J>,
  work: (tx: Db, user: UserRow, judged: J) => Promise<T>,
): Promise<T> {
  const { sql } = gate;
  const { userId, meta } = request;
  const user = await findUserById(sql, userId);
  if (!user) throw notFound();
  if (user.two_fa_enabled && !request.code) throw fieldError('code', 'required');
  const outcome = await sql.begin(async (tx) => {
    // One request per person at a time, so limits counted inside are exact; and so are the code's
    // guesses: forty sent at once are paced as forty sent one by one (an outside tester had 24 of
    // 40 checked).
    if ((await lockUserState(tx, userId)).removed) throw new HttpError(403, 'account_removed');
    const earlier = (await request.earlier?.(tx)) ?? null;
    if (earlier !== null) return { refused: null, repeated: true, value: earlier };
    // Without `refuse`, J is void and the work is handed nothing.
    const judged = (await request.refuse?.(tx, user)) as J;
    if (!user.two_fa_enabled) return { refused: null, repeated: false, value: await work(tx, user, judged) };
    const code = await spendCode(tx, gate, user, request.code, meta);
    if (code !== 'accepted') return { refused: code };
    return { refused: null, repeated: false, value: await work(tx, user, judged) };
  });
  if (outcome.refused) {
    return refuseCode(sql, { outcome: outcome.refused, userId, meta, during: request.during });
  }
  if (user.two_fa_enabled && !outcome.repeated) await codeAccepted(gate, userId, meta);
  return outcome.value;
}
