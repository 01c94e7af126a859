import type { Language } from '@pinacoteca/contracts/constants';
import type { Config } from '../../config.ts';
import type { Db, Sql } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { countHit, FailureCounter, tooManyRequests } from '../../lib/rate-limit-store.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { signInFailuresMail } from '../mail/templates.ts';
import { challengeSecrets, SignInChallenges } from './challenges.ts';
import type { AuthKeys } from './tokens.ts';
import { failureCounts, forgetFailures, insertFailure, recentFailures } from './queries.ts';

/** What is being guessed: a password (subject: the e-mail) or a two-factor code (subject: the account id). */
export type GuessKind = 'password' | 'code';

/** Failures older than this no longer count, for the back-off, the challenge or the notice. */
export const GUESS_WINDOW_MINUTES = 15;
const WINDOW_MS = GUESS_WINDOW_MINUTES * 60 * 1000;
/** The longest one address waits between two tries on one subject. */
export const MAX_BACKOFF_SECONDS = GUESS_WINDOW_MINUTES * 60;

/** How long an address waits after its `failures`-th failure on a subject: 2, 4, 8… seconds from `after`, capped. */
export function backoffSeconds(failures: number, after: number): number {
  if (failures < after) return 0;
  return Math.min(2 ** (failures - after + 1), MAX_BACKOFF_SECONDS);
}

/** The account whose password or code is being guessed, to tell its owner. */
export interface GuessOwner {
  id: string;
  email: string;
  username: string;
  language: Language;
}

export interface SignInGuardSettings {
  backoffAfter: number;
  challengeAfter: number;
  /**
   * Wrong codes an account may have in the window, from any addresses, at the checks only a
   * session or a mailed link reaches (`held`); past it they answer 429 until the window moves on.
   */
  heldCodeCap: number;
  publicUrl: string;
}

/** Where a guess is checked: at sign-in (anyone with the password), or `held` (a session's or a mailed link's holder only). */
interface GuessOptions {
  held?: boolean;
}

export const challengeRequired = (key: 'challenge_required' | 'challenge_failed') =>
  new HttpError(403, key, undefined, undefined, { challenge_required: true });

/**
 * Keeps password and code guessing slow without ever locking the owner out (decision 27).
 * Failures are paced per (subject, address): after a few, that address waits 2, 4, 8… seconds
 * between tries. Past a threshold from any address, sign-in and the two-factor step need a
 * solved proof-of-work challenge, which a person's browser does in a few seconds and a guesser
 * pays on every try; the owner is e-mailed once per window. A right password with a solved
 * challenge always gets through, whatever strangers did.
 */
export class SignInGuard {
  private readonly heldCodes: FailureCounter;

  constructor(
    private readonly sql: Sql,
    readonly challenges: SignInChallenges,
    private readonly settings: SignInGuardSettings,
  ) {
    this.heldCodes = new FailureCounter(sql, settings.heldCodeCap, WINDOW_MS);
  }

  /**
   * Before a password or code is checked: 429 with Retry-After while this address waits after
   * its own failures on the subject; with `challenge`, 403 `challenge_required` once the subject
   * has had too many failures and `solution` is not a fresh solved challenge (spent by this call).
   * Neither depends on the password being right, so neither says anything about it.
   *
   * A `held` code check (withdraw, sell, two-factor on or off, password change, a reset with a
   * code) is reached only with a session or a mailed link, so no stranger can keep the owner out
   * there: past `heldCodeCap` wrong codes in the window from any addresses it answers 429 until
   * they age out. The back-off alone was per address: an outside tester guessed a session's sale
   * code 34 times a second from many addresses (decision 0081).
   */
  async admit(
    kind: GuessKind,
    subject: string,
    ip: string,
    options: GuessOptions & { challenge?: { solution: string | undefined }; db?: Db } = {},
  ): Promise<void> {
    const { challenge, db = this.sql } = options;
    if (options.held) await this.admitHeld(subject, db);
    const state = await failureCounts(db, { kind, subject, ip, windowMs: WINDOW_MS });
    const waitMs = backoffSeconds(state?.pair ?? 0, this.settings.backoffAfter) * 1000 - (state?.since_ms ?? 0);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw options.held ? codeRefusal(`code_wait:${seconds}`, waitMs) : tooManyRequests(waitMs);
    }
    if (!challenge || (state?.total ?? 0) < this.settings.challengeAfter) return;
    if (!(await this.challenges.redeem(challenge.solution, db))) {
      throw challengeRequired(challenge.solution ? 'challenge_failed' : 'challenge_required');
    }
  }

  /** 429 with the minutes to wait, on the code field, past the held checks' cap. */
  private async admitHeld(subject: string, db: Db): Promise<void> {
    const waitMs = await this.heldCodes.waitMs(heldKey(subject), db);
    if (waitMs === 0) return;
    throw codeRefusal(`too_many_codes:${Math.ceil(waitMs / 60_000)}`, waitMs);
  }

  /**
   * Records a wrong password or code. When the subject's failures reach the threshold the
   * owner (if the subject is an account) is e-mailed the attempts, once per window.
   */
  async fail(
    kind: GuessKind,
    subject: string,
    ip: string,
    owner: GuessOwner | null,
    db?: Db,
    options: GuessOptions = {},
  ): Promise<void> {
    // In the caller's transaction when it holds the subject's lock from `admit` to here, so the
    // next guess, waiting for that lock, counts this one (guesses sent at once are then paced as
    // those sent one by one); its notice e-mail, if any, is queued in that transaction with its
    // own send job, so it goes out as soon as the transaction commits.
    const record = async (tx: Db) => {
      await insertFailure(tx, { kind, subject, ip });
      if (options.held) await this.heldCodes.fail(heldKey(subject), tx);
      // The same queries whether or not the subject is an account, so a failure takes as long for both.
      const attempts = await recentFailures(tx, { kind, subject, windowMs: WINDOW_MS });
      if (attempts.length < this.settings.challengeAfter) return;
      const { count } = await countHit(tx, `sign-in-notice:${kind}:${subject}`, WINDOW_MS);
      if (count > 1 || !owner) return;
      const mail = signInFailuresMail(
        {
          username: owner.username,
          kind,
          attempts,
          windowMinutes: GUESS_WINDOW_MINUTES,
          link: new URL('/reset-password/request', this.settings.publicUrl).toString(),
        },
        owner.language,
      );
      await enqueueMail(tx, { ...mail, to: owner.email, language: owner.language, userId: owner.id });
    };
    await (db ? record(db) : this.sql.begin(record));
  }

  /** After a right password or code: this address starts afresh; other addresses' failures stay. */
  async succeed(kind: GuessKind, subject: string, ip: string, db: Db = this.sql): Promise<void> {
    await forgetFailures(db, { kind, subject, ip });
  }
}

const heldKey = (subject: string) => `held-code-failures:${subject}`;

/**
 * A held code check's 429, on the code field with the wait in its words (`key`) and Retry-After:
 * past the account's cap (minutes), or in the address's back-off (seconds), where a bare "too
 * many requests" had no field and no time (an outside tester).
 */
function codeRefusal(key: string, waitMs: number): HttpError {
  return new HttpError(429, key, { code: key }, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });
}

/** The guard and its challenges as configured; the state is all in the database, so any number may exist. */
export function signInGuard(deps: { sql: Sql; config: Config; keys: AuthKeys }): SignInGuard {
  const { sql, config } = deps;
  const challenges = new SignInChallenges(sql, challengeSecrets(deps.keys), config.signIn.challengeCost);
  return new SignInGuard(sql, challenges, {
    backoffAfter: config.signIn.backoffAfter,
    challengeAfter: config.signIn.challengeAfter,
    heldCodeCap: config.rateLimits.accountPer15Min,
    publicUrl: config.publicUrl,
  });
}
