import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { Account, NotificationType } from '@pinacoteca/contracts/account/account';
import type { KycStatus } from '@pinacoteca/contracts/kyc/kyc';
import type { ChangePasswordRequest } from '@pinacoteca/contracts/account/change-password';
import type { UpdateAccountRequest } from '@pinacoteca/contracts/account/update-account';
import {
  ACCOUNT_RESTORE_DAYS,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE_PX,
  AVATAR_MIN_SIDE_PX,
  type Language,
} from '@pinacoteca/contracts/constants';
import type { Config } from '../../config.ts';
import type { Db, Sql } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { maskEmail } from '../../lib/mask-email.ts';
import { FailureCounter, tooManyRequests } from '../../lib/rate-limit-store.ts';
import { findToken, issueLinkToken } from '../auth/email-tokens.ts';
import { markTokenUsed, recentTokens, useUpTokens } from '../auth/queries.ts';
import type { AuthContext } from '../auth/guards.ts';
import { checkCallback, linkTo } from '../auth/links.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { logSecurityEvent } from '../auth/security-log.ts';
import { noticeSecurityChange } from '../auth/security-notice.ts';
import { resendDelaySeconds, type Mailer } from '../auth/service.ts';
import { findLiveSession, revokeUserSessions } from '../auth/session-queries.ts';
import type { AuthKeys, TokenSigner } from '../auth/tokens.ts';
import { newTotpSecret, totpUri } from '../auth/totp.ts';
import { signInGuard } from '../auth/sign-in-guard.ts';
import {
  codeAccepted,
  refuseCode,
  sealTotpSecret,
  spendCode,
  underTwoFactorCode,
  type CodeGate,
} from '../auth/two-factor.ts';
import { salesAwaitingAddress } from '../chain/sale-queries.ts';
import { kycStatusOf } from '../kyc/queries.ts';
import { leftInAccount } from '../portfolio/balance.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { accountRemovedMail, recoverAccountMail } from '../mail/templates.ts';
import type { MediaService } from '../media/service.ts';
import { decodeImageUpload } from '../media/uploads.ts';
import { imageUrl } from '../media/urls.ts';
import {
  findReferralOwner,
  findUserById,
  lockUser,
  lockUserExclusively,
  markRemoved,
  restoreRemoved,
  setPassword,
  setTwoFactor,
  storeTotpSecret,
  updateProfile,
  type ProfileChanges,
  type UserRow,
} from '../auth/user-queries.ts';

export const RECOVERY_LINK_TTL_SECONDS = 3600;

const NOTIFICATION_COLUMNS: Record<NotificationType, keyof ProfileChanges> = {
  email_news: 'notify_email_news',
  email_new_paintings: 'notify_email_new_paintings',
  phone_news: 'notify_phone_news',
  phone_new_paintings: 'notify_phone_new_paintings',
};

function accountEntity(user: UserRow, kycStatus: KycStatus): Account {
  return {
    id: user.id,
    email: user.email,
    avatar: user.avatar_image_id
      ? { x1: imageUrl(user.avatar_image_id, 'avatar'), x2: imageUrl(user.avatar_image_id, 'avatar2x') }
      : null,
    phone: user.phone,
    username: user.username,
    language: user.language,
    has_password: user.password_hash !== null,
    referral: user.referral_code,
    google2_fa_enabled: user.two_fa_enabled,
    google_connected: user.google_subject !== null,
    role: user.role,
    kyc_status: kycStatus,
    notifications: {
      phone_news: user.notify_phone_news,
      phone_new_paintings: user.notify_phone_new_paintings,
      email_news: user.notify_email_news,
      email_new_paintings: user.notify_email_new_paintings,
    },
  };
}

export interface AccountServiceDeps {
  sql: Sql;
  config: Config;
  keys: AuthKeys;
  signer: TokenSigner;
  mailer: Mailer;
  media: MediaService;
}

/**
 * The signed-in person's own account: profile, notifications, two-factor, password, removal
 * and recovery. The user id always comes from the session, never from the request, so nobody
 * can act on another person's account.
 */
export class AccountService {
  private readonly sql: Sql;
  private readonly deps: AccountServiceDeps;
  /** Wrong current passwords per account. */
  private readonly failures: FailureCounter;
  /** Checks two-factor codes, paced per (account, address) like the sign-in step's (decision 27). */
  private readonly gate: CodeGate;

  constructor(deps: AccountServiceDeps) {
    this.sql = deps.sql;
    this.deps = deps;
    this.failures = new FailureCounter(deps.sql, deps.config.rateLimits.accountPer15Min, 15 * 60 * 1000);
    this.gate = { sql: deps.sql, keys: deps.keys, guard: signInGuard(deps) };
  }

  async getAccount(userId: string): Promise<Account> {
    const [user, kyc] = await Promise.all([this.user(userId), kycStatusOf(this.sql, userId)]);
    return accountEntity(user, kyc);
  }

  /** Anyone may ask, so the address is masked: who invited them, not an address to collect. */
  async referralOwnerEmail(code: string): Promise<{ email: string }> {
    const owner = await findReferralOwner(this.sql, code);
    if (!owner) throw notFound();
    return { email: maskEmail(owner.email) };
  }

  async update(userId: string, input: UpdateAccountRequest): Promise<Account> {
    const changes: Record<string, string | null> = {};
    if (input.username !== undefined) changes.username = input.username;
    if (input.language !== undefined) changes.language = input.language;
    if (input.phone !== undefined) {
      // The settings form does no format check (SPEC §5): keep the digits; none means no phone.
      const digits = (input.phone ?? '').replace(/\D/g, '');
      changes.phone = digits === '' ? null : digits;
    }
    if (input.avatar !== undefined) {
      changes.avatar_image_id = input.avatar === '' ? null : await this.storeAvatar(userId, input.avatar);
    }
    // The photo replaced is read under the person's lock, in the change's transaction: of photos
    // sent at once, each replaces the one before it, and none is left behind unowned (an outside
    // tester's parallel uploads stayed served after the account was erased).
    const replaced = await this.sql.begin(async (tx) => {
      await lockUserExclusively(tx, userId);
      const before = changes.avatar_image_id !== undefined ? (await findUserById(tx, userId))?.avatar_image_id : null;
      await updateProfile(tx, userId, changes);
      return before && before !== changes.avatar_image_id ? before : null;
    });
    // The photo replaced or removed is deleted, not left served at its old address.
    if (replaced) await this.deps.media.forget(replaced);
    return this.getAccount(userId);
  }

  async setNotification(userId: string, type: NotificationType, enabled: boolean): Promise<Account> {
    await updateProfile(this.sql, userId, { [NOTIFICATION_COLUMNS[type]]: enabled });
    return this.getAccount(userId);
  }

  /** Ends every session of the person but this one (Settings → Security); answers how many. */
  async endOtherSessions(auth: AuthContext, meta: RequestMeta): Promise<number> {
    return this.sql.begin(async (tx) => {
      // One at a time per person, and only from a session still live: two pressed at once on two
      // devices (the owner's and a thief's) ended each other, and both were told it worked.
      await lockUserExclusively(tx, auth.userId);
      if (!(await findLiveSession(tx, auth.sessionId))) throw new HttpError(401, 'unauthorized');
      const ended = await revokeUserSessions(tx, auth.userId, auth.sessionId);
      await logSecurityEvent(tx, 'sign_out', auth.userId, meta, { other_sessions: ended });
      return ended;
    });
  }

  /** A fresh secret for enabling two-factor; the active secret of an enabled account is never shown. */
  async twoFactorSecrets(userId: string): Promise<{ qr_code: string; secret: string }> {
    const user = await this.user(userId);
    if (user.two_fa_enabled) throw new HttpError(400, 'two_factor_already_enabled');
    const secret = newTotpSecret();
    const sealed = await sealTotpSecret(this.deps.keys, userId, secret);
    await storeTotpSecret(this.sql, userId, sealed);
    const qr = await QRCode.toDataURL(totpUri(secret, user.email), { margin: 1, width: 240 });
    return { qr_code: qr, secret };
  }

  async changeTwoFactor(
    auth: AuthContext,
    input: { code: string; enable: boolean; password?: string | null | undefined },
    meta: RequestMeta,
  ): Promise<void> {
    const { code, enable } = input;
    // Turning it on asks the password, when there is one, before the code is spent: otherwise a
    // stolen session put its holder's authenticator on the account and locked the owner out of
    // sign-in, reset and password change alike (an outside tester; decision 0084).
    if (enable) await this.checkPassword(auth.userId, input.password);
    type Result = 'ok' | 'wrong' | 'used' | 'already_on' | 'already_off' | 'no_secret';
    const result = await this.sql.begin(async (tx): Promise<Result> => {
      // Admitted, checked and counted under the person's lock, as every code check.
      await lockUser(tx, auth.userId);
      const user = await findUserById(tx, auth.userId);
      if (!user) return 'wrong';
      if (enable === user.two_fa_enabled) return enable ? 'already_on' : 'already_off';
      if (!user.two_fa_secret) return 'no_secret';
      const outcome = await spendCode(tx, this.gate, user, code, meta);
      if (outcome !== 'accepted') return outcome;
      if (enable) {
        await setTwoFactor(tx, user.id, true);
        // Sessions opened before two-factor was on never passed it: only this one stays.
        await revokeUserSessions(tx, user.id, auth.sessionId);
        await logSecurityEvent(tx, 'two_factor_enabled', user.id, meta);
        await noticeSecurityChange(tx, { user, change: 'two_factor_enabled', publicUrl: this.deps.config.publicUrl });
      } else {
        await setTwoFactor(tx, user.id, false);
        await logSecurityEvent(tx, 'two_factor_disabled', user.id, meta);
        await noticeSecurityChange(tx, { user, change: 'two_factor_disabled', publicUrl: this.deps.config.publicUrl });
      }
      return 'ok';
    });
    switch (result) {
      case 'ok':
        await codeAccepted(this.gate, auth.userId, meta);
        return;
      // A state the page never sends from, but another client may: said on the field it concerns.
      case 'already_on':
        throw fieldError('enable', 'two_factor_already_enabled');
      case 'already_off':
        throw fieldError('enable', 'two_factor_not_enabled');
      case 'no_secret':
        throw fieldError('code', 'two_factor_no_secret');
      case 'wrong':
      case 'used':
        return refuseCode(this.sql, { outcome: result, userId: auth.userId, meta, during: 'two_factor_change' });
    }
  }

  /**
   * The account's current password, when it has one (an account made through Google has none):
   * missing is `required`, wrong is 'Password incorrect', both on `password` (SPEC §8), paced by the
   * account's own counter of wrong passwords. Answers the person.
   */
  private async checkPassword(
    userId: string,
    password: string | null | undefined,
    onWrong?: () => Promise<void>,
  ): Promise<UserRow> {
    const user = await this.user(userId);
    if (!user.password_hash) return user;
    // None sent at all is a field left empty, not a wrong password (an outside tester's `{}`).
    if (!password) throw new HttpError(400, 'required', { password: 'required' });
    const key = `password-failures:${user.id}`;
    await this.failures.assertAllowed(key);
    if (!(await verifyPassword(user.password_hash, password))) {
      await this.failures.fail(key);
      await onWrong?.();
      throw new HttpError(400, 'password_incorrect', { password: 'password_incorrect' });
    }
    await this.failures.clear(key);
    return user;
  }

  /** Field errors use paths `password` (the current one) and `code` (SPEC §8). Ends every other session. */
  async changePassword(auth: AuthContext, input: ChangePasswordRequest, meta: RequestMeta): Promise<void> {
    const user = await this.checkPassword(auth.userId, input.current_password, () =>
      logSecurityEvent(this.sql, 'password_change_failed', auth.userId, meta),
    );
    const hash = await hashPassword(input.new_password);
    const check = { userId: user.id, code: input.code, meta, during: 'password_change' };
    await underTwoFactorCode(this.gate, check, async (tx) => {
      await setPassword(tx, user.id, hash);
      await useUpTokens(tx, user.id, ['reset_password']);
      await revokeUserSessions(tx, user.id, auth.sessionId);
      await logSecurityEvent(tx, 'password_changed', user.id, meta);
      await noticeSecurityChange(tx, { user, change: 'password_changed', publicUrl: this.deps.config.publicUrl });
    });
  }

  /**
   * Removes the account: it can sign in only to recover for ACCOUNT_RESTORE_DAYS, then the
   * erase job wipes its personal data. Every other session ends; this one stays for recovery.
   */
  async remove(
    auth: AuthContext,
    proof: { password: string | null | undefined; code: string | null | undefined },
    language: Language,
    meta: RequestMeta,
  ) {
    const user = await this.checkPassword(auth.userId, proof.password);
    // With two-factor on, the password alone does not remove the account: its code is asked too,
    // as for every other change of how the account is used (an outside tester's stolen session
    // and password removed it, ending the owner's other sessions). Removed by a request sent at the
    // same time, which held the person's lock first, is refused there: once is enough (an outside
    // tester's 20 at once each sent the e-mail and wrote the log).
    const check = {
      userId: user.id,
      code: proof.code,
      meta,
      during: 'account_removal',
      // Under the person's lock, which removing a payout address and choosing another take: a
      // sale's payout waiting for its address cannot start waiting after this check. Removed,
      // nobody could choose that address, and erased, the payout could never be made. Refused
      // before the code is checked, so such a refusal does not spend it.
      refuse: async (tx: Db) => {
        if ((await salesAwaitingAddress(tx, user.id)) > 0) {
          throw new HttpError(400, 'account_payout_awaiting_address');
        }
        // Nothing of value is left behind (decision 0080): erased after the restore window, an
        // account's tokens, and what its requests under way would bring, could be given to nobody
        // (an outside tester removed an account holding $29,134 of tokens without a word).
        const left = await leftInAccount(tx, user.id);
        if (left.underWay > 0) throw new HttpError(400, 'account_requests_under_way');
        if (left.refunds > 0) throw new HttpError(400, 'account_refund_owed');
        if (left.holdings > 0) throw new HttpError(400, 'account_holds_tokens');
      },
    };
    await underTwoFactorCode(this.gate, check, async (tx) => {
      await markRemoved(tx, user.id);
      await revokeUserSessions(tx, user.id, auth.sessionId);
      await logSecurityEvent(tx, 'account_removed', user.id, meta);
      const mail = accountRemovedMail(
        {
          username: user.username,
          link: new URL('/account-recovery/request', this.deps.config.publicUrl).toString(),
          validHours: ACCOUNT_RESTORE_DAYS * 24,
        },
        language,
      );
      await enqueueMail(tx, { ...mail, to: user.email, language, userId: user.id });
    });
    this.deps.mailer.wake();
  }

  /** E-mails a restore link; each further request waits longer (1, 2, 4… minutes up to an hour). */
  async requestRecovery(
    auth: AuthContext,
    callbackUrl: string,
    language: Language,
    meta: RequestMeta,
  ): Promise<{ resend_available_at: number }> {
    checkCallback(this.deps.config, callbackUrl);
    const user = await this.user(auth.userId);
    if (!user.removed_at) throw new HttpError(400, 'account_not_removed');
    const next = await this.sql.begin(async (tx) => {
      // Serialises concurrent requests of one account so the wait below cannot be skipped.
      await lockUserExclusively(tx, user.id);
      const recent = await recentTokens(tx, user.id, 'recover_account');
      const sent = recent?.sent ?? 0;
      const waitMs = sent === 0 ? 0 : (recent?.wait_ms ?? 0) + resendDelaySeconds(sent - 1) * 1000;
      if (waitMs > 0) throw tooManyRequests(waitMs);
      const { token } = await issueLinkToken(tx, this.deps.signer, {
        userId: user.id,
        purpose: 'recover_account',
        ttlSeconds: RECOVERY_LINK_TTL_SECONDS,
        callbackUrl,
      });
      const mail = recoverAccountMail(
        { username: user.username, link: linkTo(callbackUrl, token), validHours: RECOVERY_LINK_TTL_SECONDS / 3600 },
        language,
      );
      await enqueueMail(tx, { ...mail, to: user.email, language, userId: user.id });
      await logSecurityEvent(tx, 'account_recovery_requested', user.id, meta);
      return Math.floor(Date.now() / 1000) + resendDelaySeconds(sent);
    });
    this.deps.mailer.wake();
    return { resend_available_at: next };
  }

  /** Restores the account of the link, which must be the signed-in person's. */
  async confirmRecovery(auth: AuthContext, token: string, meta: RequestMeta): Promise<void> {
    const problem = await this.sql.begin(async (tx) => {
      const found = await findToken(tx, token, 'recover_account');
      if (found.status !== 'ok') return found.status;
      // Another person's link reads as unknown: it says nothing about that account.
      if (found.row.user_id !== auth.userId) return 'not_found';
      await markTokenUsed(tx, found.row.id);
      await useUpTokens(tx, auth.userId, ['recover_account']);
      if (await restoreRemoved(tx, auth.userId)) await logSecurityEvent(tx, 'account_recovered', auth.userId, meta);
      return null;
    });
    if (problem) {
      const key = problem === 'expired' ? 'token_expired' : 'token_not_found';
      throw new HttpError(400, key, { token: key });
    }
  }

  private async user(userId: string): Promise<UserRow> {
    const user = await findUserById(this.sql, userId);
    if (!user) throw notFound();
    return user;
  }

  /** Checks an uploaded avatar by its real content, whatever its data URL claims, and stores it. */
  private async storeAvatar(userId: string, dataUrl: string): Promise<string> {
    const { data, format } = await decodeImageUpload(dataUrl, 'avatar', {
      formats: ['jpeg', 'png', 'gif'],
      maxBytes: AVATAR_MAX_BYTES,
      minSide: AVATAR_MIN_SIDE_PX,
      maxSide: AVATAR_MAX_SIDE_PX,
      messages: {
        format: 'avatar_format',
        tooLarge: 'avatar_too_large',
        tooSmall: 'avatar_too_small',
        sideTooLarge: `image_side_too_large:${AVATAR_MAX_SIDE_PX}`,
      },
    });
    return this.deps.media.register(`avatars/${userId}/${randomUUID()}.${format}`, data);
  }
}
