import type { RegisterRequest, RegisterResponse } from '@pinacoteca/contracts/auth/register';
import { tooManyRequests } from '../../lib/rate-limit-store.ts';
import type { ResetPasswordRequest } from '@pinacoteca/contracts/auth/reset-password';
import type { ResetPasswordRequestResponse } from '@pinacoteca/contracts/auth/reset-password-request';
import { RESET_RESEND_DEFAULT_SECONDS, type Language } from '@pinacoteca/contracts/constants';
import type { Config } from '../../config.ts';
import type { Db, Sql } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { FailureCounter } from '../../lib/rate-limit-store.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { confirmEmailMail, resetPasswordMail } from '../mail/templates.ts';
import {
  confirmEmailOnce,
  findUserByEmail,
  findUserById,
  lockUser,
  insertUser,
  isBlocked,
  reclaimPreRegistered,
  setPassword,
  type UserRow,
} from './user-queries.ts';
import { deriveUsername } from './google.ts';
import { findToken, issueLinkToken, issueResendToken } from './email-tokens.ts';
import { countResend, insertResetRequest, markTokenUsed, takeResetRequest, useUpTokens } from './queries.ts';
import type { AuthContext } from './guards.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { logSecurityEvent } from './security-log.ts';
import { noticeSecurityChange } from './security-notice.ts';
import { referrerOf } from './referrer.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { createSession, revokeSession, revokeUserSessions } from './session-queries.ts';
import { checkCallback, linkTo } from './links.ts';
import type { AuthKeys, TokenSigner } from './tokens.ts';
import { signInGuard, type SignInGuard } from './sign-in-guard.ts';
import { acceptTotp, codeAccepted, refuseCode, sealTotpSecret, spendCode, type TotpOutcome } from './two-factor.ts';

const HOUR = 3600;
export const CONFIRM_LINK_TTL_SECONDS = 24 * HOUR;
export const RESET_LINK_TTL_SECONDS = HOUR;
/** A two-factor-pending session lives only long enough to type a code. */
export const PENDING_SESSION_TTL_SECONDS = 10 * 60;
/** Resends of the confirmation e-mail: after 1 min, then 2, 4, 8… up to an hour between two. */
export function resendDelaySeconds(sent: number): number {
  return Math.min(60 * 2 ** sent, HOUR);
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface Mailer {
  /** Sends queued mail now (after a commit) instead of at the outbox job's next poll. */
  wake(): void;
}

export interface AuthServiceDeps {
  sql: Sql;
  config: Config;
  signer: TokenSigner;
  keys: AuthKeys;
  mailer: Mailer;
}

type TokenProblem = 'not_found' | 'expired';
/** What a transaction decided: a value, or a problem answered after the rollback. */
type Outcome<T, P> = { ok: true; value: T } | { ok: false; problem: P };
const tokenMessage = (problem: TokenProblem) => (problem === 'expired' ? 'token_expired' : 'token_not_found');

/**
 * Registration, confirmation, sign-in, the two-factor step, password reset and logout. Every
 * change is made in one transaction together with its security-log row and the e-mail it
 * causes (queued in the outbox, sent after the commit).
 */
export class AuthService {
  private readonly sql: Sql;
  private readonly config: Config;
  private readonly signer: TokenSigner;
  private readonly keys: AuthKeys;
  private readonly mailer: Mailer;
  /** Reset e-mails per address. */
  readonly failures: FailureCounter;
  /** Paces password and code guessing and asks for a solved challenge past a threshold (decision 27). */
  readonly guard: SignInGuard;

  constructor(deps: AuthServiceDeps) {
    this.sql = deps.sql;
    this.config = deps.config;
    this.signer = deps.signer;
    this.keys = deps.keys;
    this.mailer = deps.mailer;
    this.failures = new FailureCounter(deps.sql, deps.config.rateLimits.accountPer15Min, 15 * 60 * 1000);
    this.guard = signInGuard(deps);
  }

  async register(input: RegisterRequest, language: Language, meta: RequestMeta): Promise<RegisterResponse> {
    this.checkCallback(input.callback_url);
    const taken = () => new HttpError(400, 'email_taken', { email: 'email_taken' });
    // Registration cannot help saying an e-mail is taken; it says nothing more (not whether the
    // account is confirmed, removed or made through Google), and it is rate-limited per address.
    if (await findUserByEmail(this.sql, input.email)) throw taken();
    const partner = await referrerOf(this.sql, input.referral, input.email);
    const passwordHash = await hashPassword(input.password);

    const result = await this.sql.begin(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        username: input.username,
        phone: input.phone ?? null,
        language,
        passwordHash,
        subscribe: input.subscribe,
        // An unknown code does not stop a registration: the link may simply be old.
        referredBy: partner?.id ?? null,
      });
      if (!user) return null;
      await logSecurityEvent(tx, 'registered', user.id, meta, { referred: partner !== null });
      await this.sendConfirmation(
        tx,
        { id: user.id, email: input.email, username: input.username },
        input.callback_url,
        language,
      );
      const resendAvailableAt = new Date(Date.now() + resendDelaySeconds(0) * 1000);
      const resendToken = await issueResendToken(tx, {
        userId: user.id,
        ttlSeconds: CONFIRM_LINK_TTL_SECONDS,
        callbackUrl: input.callback_url,
        notBefore: resendAvailableAt,
      });
      return { resend_token: resendToken, resend_available_at: unixSeconds(resendAvailableAt) };
    });
    if (!result) throw taken();
    this.mailer.wake();
    return result;
  }

  /** The confirmation e-mail again, no earlier than the resend token allows. */
  async resendConfirmation(resendToken: string, language: Language | null): Promise<{ resend_available_at: number }> {
    type Problem = TokenProblem | 'confirmed' | { waitMs: number };
    const result = await this.sql.begin(async (tx): Promise<Outcome<Date, Problem>> => {
      const found = await findToken(tx, resendToken, 'register_resend');
      if (found.status !== 'ok') return { ok: false, problem: found.status };
      const { row } = found;
      const user = await findUserById(tx, row.user_id);
      if (!user) return { ok: false, problem: 'not_found' };
      if (user.email_confirmed_at) return { ok: false, problem: 'confirmed' };
      const waitMs = row.not_before ? row.not_before.getTime() - Date.now() : 0;
      if (waitMs > 0) return { ok: false, problem: { waitMs } };
      await this.sendConfirmation(tx, user, row.callback_url ?? this.config.publicUrl, language ?? user.language);
      const next = new Date(Date.now() + resendDelaySeconds(row.send_count + 1) * 1000);
      await countResend(tx, row.id, next);
      return { ok: true, value: next };
    });
    if (!result.ok) {
      const { problem } = result;
      if (typeof problem === 'object') {
        throw tooManyRequests(problem.waitMs);
      }
      if (problem === 'confirmed') {
        throw new HttpError(400, 'email_already_confirmed', { resend_token: 'email_already_confirmed' });
      }
      throw new HttpError(400, tokenMessage(problem), { resend_token: tokenMessage(problem) });
    }
    this.mailer.wake();
    return { resend_available_at: unixSeconds(result.value) };
  }

  /** Confirms the e-mail of the link and signs its owner in. */
  async confirmEmail(token: string, meta: RequestMeta): Promise<{ token: string }> {
    const result = await this.sql.begin(async (tx): Promise<Outcome<string, TokenProblem>> => {
      const found = await findToken(tx, token, 'confirm_email');
      if (found.status !== 'ok') return { ok: false, problem: found.status };
      const user = await findUserById(tx, found.row.user_id);
      if (!user) return { ok: false, problem: 'not_found' };
      await markTokenUsed(tx, found.row.id);
      // Every other confirmation link and the resend token are spent too: the job is done.
      await useUpTokens(tx, user.id, ['confirm_email', 'register_resend']);
      await confirmEmailOnce(tx, user.id);
      await logSecurityEvent(tx, 'email_confirmed', user.id, meta);
      return { ok: true, value: await this.startSession(tx, user, false, meta, 'email_confirmation') };
    });
    if (!result.ok) throw new HttpError(400, tokenMessage(result.problem), { token: tokenMessage(result.problem) });
    return { token: result.value };
  }

  /** `altcha`: a solved challenge, needed once the e-mail has had too many failed attempts (decision 27). */
  async login(
    email: string,
    password: string,
    altcha: string | undefined,
    meta: RequestMeta,
  ): Promise<{ token: string }> {
    // Counted per e-mail whether or not it has an account, so the pacing and the challenge cannot tell which do.
    const subject = email.toLowerCase();
    await this.guard.admit('password', subject, meta.ip, { challenge: { solution: altcha } });
    const user = await findUserByEmail(this.sql, email);
    // One answer for an unknown e-mail, an account without a password and a wrong password,
    // in about the same time (verifyPassword hashes even when there is nothing to compare).
    if (!(await verifyPassword(user?.password_hash ?? null, password)) || !user) {
      await this.guard.fail('password', subject, meta.ip, user);
      await logSecurityEvent(this.sql, 'sign_in_failed', user?.id ?? null, meta, user ? {} : { email });
      throw new HttpError(400, 'wrong_credentials', { password: 'wrong_credentials' });
    }
    await this.guard.succeed('password', subject, meta.ip);
    // Said only to someone who knows the password, so it reveals nothing to a stranger.
    if (!user.email_confirmed_at) throw new HttpError(400, 'email_not_confirmed', { email: 'email_not_confirmed' });
    const token = await this.sql.begin((tx) => this.startSession(tx, user, false, meta, 'password'));
    return { token };
  }

  /**
   * The two-factor step: swaps a pending session for a fully verified one. Whoever is here knows
   * the password, so wrong codes are paced like passwords and, past the threshold, need a solved
   * challenge (`altcha`) and e-mail the owner.
   */
  async verifyTwoFactor(
    auth: AuthContext,
    code: string,
    altcha: string | undefined,
    meta: RequestMeta,
  ): Promise<{ token: string }> {
    if (!auth.twoFaRequired || auth.twoFaVerified) throw new HttpError(400, 'invalid_request');
    type Refused = { outcome: Exclude<TotpOutcome, 'accepted'> };
    const result = await this.sql.begin(async (tx): Promise<Outcome<string, Refused>> => {
      // Admitted, checked and counted under the person's lock: guesses sent at once are paced,
      // and meet the challenge, as those sent one by one.
      await lockUser(tx, auth.userId);
      await this.guard.admit('code', auth.userId, meta.ip, { challenge: { solution: altcha }, db: tx });
      const user = await findUserById(tx, auth.userId);
      const outcome = user ? await this.acceptTotp(tx, user, code) : 'wrong';
      if (outcome === 'wrong') await this.guard.fail('code', auth.userId, meta.ip, user, tx);
      if (!user || outcome !== 'accepted') return { ok: false, problem: { outcome: outcome as Refused['outcome'] } };
      // A new session rather than an upgraded one: the pending token stays pending forever.
      await revokeSession(tx, auth.sessionId);
      await logSecurityEvent(tx, 'two_factor_passed', user.id, meta);
      return { ok: true, value: await this.startSession(tx, user, true, meta, 'two_factor') };
    });
    if (!result.ok) return refuseCode(this.sql, { outcome: result.problem.outcome, userId: auth.userId, meta });
    await this.guard.succeed('code', auth.userId, meta.ip);
    return { token: result.value };
  }

  /**
   * Always the same answer, as fast, whether or not the e-mail has an account: the request is
   * only queued here, and nothing about the e-mail is looked up before answering. The mail
   * outbox run handles it afterwards (`handleResetRequests`).
   */
  async requestPasswordReset(
    email: string,
    callbackUrl: string,
    language: Language,
    meta: RequestMeta,
  ): Promise<ResetPasswordRequestResponse> {
    this.checkCallback(callbackUrl);
    await insertResetRequest(this.sql, { email, callbackUrl, language, meta });
    this.mailer.wake();
    return {
      success: true,
      resend_available_at: unixSeconds(new Date(Date.now() + RESET_RESEND_DEFAULT_SECONDS * 1000)),
    };
  }

  /**
   * Turns queued reset requests into e-mails, one transaction each (a crash leaves the request
   * queued). A message goes out only for an account, and at most a few per address per window,
   * so nobody can flood a mailbox. Answers how many requests were handled.
   */
  async handleResetRequests(): Promise<number> {
    let handled = 0;
    for (;;) {
      const found = await this.sql.begin(async (tx) => {
        const request = await takeResetRequest(tx);
        if (!request) return false;
        const user = await findUserByEmail(tx, request.email);
        // A blocked account's link would only be refused (an outside tester): nothing is sent for it.
        if (!user || user.blocked_at) return true;
        if (!(await this.failures.take(`reset-mails:${request.email.toLowerCase()}`, tx))) return true;
        const { token } = await issueLinkToken(tx, this.signer, {
          userId: user.id,
          purpose: 'reset_password',
          ttlSeconds: RESET_LINK_TTL_SECONDS,
          callbackUrl: request.callback_url,
          twoFaRequired: user.two_fa_enabled,
        });
        const mail = resetPasswordMail(
          {
            username: user.username,
            link: linkTo(request.callback_url, token),
            validHours: RESET_LINK_TTL_SECONDS / HOUR,
          },
          request.locale,
        );
        await enqueueMail(tx, { ...mail, to: user.email, language: request.locale, userId: user.id });
        await logSecurityEvent(tx, 'password_reset_requested', user.id, {
          ip: request.ip,
          userAgent: request.user_agent,
        });
        return true;
      });
      if (!found) return handled;
      handled += 1;
    }
  }

  /**
   * POST /api/reset-password/check: whether the link can still set a password, refused as the
   * reset refuses it (used, replaced, expired, or its account gone). Uses nothing up.
   */
  async checkResetToken(token: string): Promise<{ usable: true }> {
    const found = await findToken(this.sql, token, 'reset_password');
    const problem =
      found.status !== 'ok' ? found.status : (await findUserById(this.sql, found.row.user_id)) ? null : 'not_found';
    if (problem) throw new HttpError(400, tokenMessage(problem), { token: tokenMessage(problem) });
    return { usable: true };
  }

  /** A new password from a reset link (and the code, with two-factor on); ends every session and signs in. */
  async resetPassword(input: ResetPasswordRequest, meta: RequestMeta): Promise<{ token: string }> {
    const passwordHash = await hashPassword(input.password);
    type Problem = TokenProblem | 'code_required' | { wrongCodeOf: UserRow; outcome: Exclude<TotpOutcome, 'accepted'> };
    const result = await this.sql.begin(async (tx): Promise<Outcome<string, Problem>> => {
      const found = await findToken(tx, input.token, 'reset_password');
      if (found.status !== 'ok') return { ok: false, problem: found.status };
      const user = await findUserById(tx, found.row.user_id);
      if (!user) return { ok: false, problem: 'not_found' };
      if (user.two_fa_enabled) {
        if (!input.code) return { ok: false, problem: 'code_required' };
        // Under the person's lock, as every code check: guesses sent at once are counted one by one.
        await lockUser(tx, user.id);
        const outcome = await spendCode(tx, { keys: this.keys, guard: this.guard }, user, input.code, meta);
        if (outcome !== 'accepted') return { ok: false, problem: { wrongCodeOf: user, outcome } };
        await codeAccepted(this, user.id, meta, tx);
      }
      // The link reached the mailbox: that confirms the e-mail as well as a confirmation link would.
      // An address registered by someone else is the owner's now: what the stranger chose goes.
      if (!user.email_confirmed_at) {
        await reclaimPreRegistered(tx, user.id, { username: deriveUsername(null, user.email), referredBy: null });
      }
      await setPassword(tx, user.id, passwordHash, { confirmEmail: true });
      await markTokenUsed(tx, found.row.id);
      await useUpTokens(tx, user.id, ['reset_password']);
      // Whoever had the old password (or a stolen token) is signed out everywhere.
      await revokeUserSessions(tx, user.id);
      await logSecurityEvent(tx, 'password_reset', user.id, meta);
      await noticeSecurityChange(tx, { user, change: 'password_reset', publicUrl: this.config.publicUrl });
      return { ok: true, value: await this.startSession(tx, user, user.two_fa_enabled, meta, 'password_reset') };
    });
    if (result.ok) return { token: result.value };
    const { problem } = result;
    if (problem === 'code_required') throw new HttpError(400, 'required', { code: 'required' });
    if (typeof problem === 'object') {
      const user = problem.wrongCodeOf;
      const { outcome } = problem;
      return refuseCode(this.sql, { outcome, userId: user.id, meta, during: 'password_reset' });
    }
    throw new HttpError(400, tokenMessage(problem), { token: tokenMessage(problem) });
  }

  async logout(auth: AuthContext, meta: RequestMeta): Promise<void> {
    await this.sql.begin(async (tx) => {
      await revokeSession(tx, auth.sessionId);
      await logSecurityEvent(tx, 'sign_out', auth.userId, meta);
    });
  }

  /**
   * Signs in an account proven another way (Google): a session, its security-log row and the
   * token, pending when the account has two-factor on, exactly as a password sign-in.
   */
  signIn(db: Db, user: Pick<UserRow, 'id' | 'two_fa_enabled'>, meta: RequestMeta, method: string): Promise<string> {
    return this.startSession(db, user, false, meta, method);
  }

  /** Encrypts a TOTP secret for `users.two_fa_secret`, bound to its owner. */
  sealTotpSecret(userId: string, secretBase32: string): Promise<string> {
    return sealTotpSecret(this.keys, userId, secretBase32);
  }

  private acceptTotp(db: Db, user: Pick<UserRow, 'id' | 'two_fa_secret'>, code: string): Promise<TotpOutcome> {
    return acceptTotp(db, this.keys, user, code);
  }

  /** Opens a session and signs its token; pending (short-lived) when the account has two-factor and it was not just checked. */
  private async startSession(
    db: Db,
    user: Pick<UserRow, 'id' | 'two_fa_enabled'>,
    twoFaVerified: boolean,
    meta: RequestMeta,
    method: string,
  ): Promise<string> {
    // An operator blocked the account: no new session, whatever proved who the person is.
    if (await isBlocked(db, user.id)) throw new HttpError(403, 'account_blocked');
    const pending = user.two_fa_enabled && !twoFaVerified;
    const ttl = pending ? PENDING_SESSION_TTL_SECONDS : this.config.auth.sessionTtlSeconds;
    const session = await createSession(db, user.id, ttl, meta);
    await logSecurityEvent(db, 'sign_in', user.id, meta, { method, two_factor_pending: pending });
    return this.signer.signSession({
      userId: user.id,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      twoFaRequired: user.two_fa_enabled,
      twoFaVerified: user.two_fa_enabled && twoFaVerified,
    });
  }

  private async sendConfirmation(
    db: Db,
    user: Pick<UserRow, 'id' | 'email' | 'username'>,
    callbackUrl: string,
    language: Language,
  ): Promise<void> {
    const { token } = await issueLinkToken(db, this.signer, {
      userId: user.id,
      purpose: 'confirm_email',
      ttlSeconds: CONFIRM_LINK_TTL_SECONDS,
      callbackUrl,
    });
    const mail = confirmEmailMail(
      { username: user.username, link: linkTo(callbackUrl, token), validHours: CONFIRM_LINK_TTL_SECONDS / HOUR },
      language,
    );
    await enqueueMail(db, { ...mail, to: user.email, language, userId: user.id });
  }

  private checkCallback(callbackUrl: string): void {
    checkCallback(this.config, callbackUrl);
  }
}
