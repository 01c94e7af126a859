import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { GoogleOauthQuery, GoogleOauthStartResponse } from '@pinacoteca/contracts/auth/google-oauth';
import type { Language } from '@pinacoteca/contracts/constants';
import { removeHiddenMarks, unstackMarks } from '@pinacoteca/contracts/rules';
import { OidcError, type OidcClient, type OidcIdentity } from '../../adapters/oauth.ts';
import type { Config } from '../../config.ts';
import type { Db, Sql } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import {
  findUserByEmail,
  insertGoogleUser,
  linkGoogle,
  lockUserByGoogleSubject,
  reclaimPreRegistered,
} from './user-queries.ts';
import { insertOauthState, spendOauthState, useUpTokens } from './queries.ts';
import { checkCallback } from './links.ts';
import { logSecurityEvent } from './security-log.ts';
import { noticeSecurityChange } from './security-notice.ts';
import { referrerOf } from './referrer.ts';
import type { AuthService } from './service.ts';
import { revokeUserSessions } from './session-queries.ts';

/** How long a started Google sign-in can be finished. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;
const USERNAME_MAX = 64;

/**
 * A nickname for an account made through Google: the Google name when it has a Latin letter
 * (the nickname rule of SPEC §5), otherwise the e-mail's local part, otherwise "investor".
 * The person can change it in the settings.
 */
export function deriveUsername(name: string | null, email: string): string {
  // Whitespace made single spaces first (a line break in the name is a space, not nothing).
  const fromName = unstackMarks(removeHiddenMarks(name?.replace(/\s+/g, ' ') ?? '')).trim();
  if (/[A-Za-z]/.test(fromName)) return fromName.slice(0, USERNAME_MAX);
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, USERNAME_MAX);
  if (/[A-Za-z]/.test(local)) return local;
  return local ? `investor_${local}`.slice(0, USERNAME_MAX) : 'investor';
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Sign-in and sign-up with Google (docs/decisions/0021). The account is found by its Google
 * subject; failing that, an account with the same verified e-mail is connected; failing that,
 * an account without a password is made. Sessions come from the auth service, so two-factor,
 * removal and the security log work exactly as with a password.
 */
export class GoogleSignIn {
  private readonly sql: Sql;
  private readonly config: Config;
  private readonly auth: AuthService;
  private readonly client: OidcClient | null;

  constructor(deps: { sql: Sql; config: Config; auth: AuthService; client: OidcClient | null }) {
    this.sql = deps.sql;
    this.config = deps.config;
    this.auth = deps.auth;
    this.client = deps.client;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** The provider's authorization URL; state, PKCE verifier and nonce are kept here, not in the browser. */
  async start(callbackUrl: string, language: Language): Promise<GoogleOauthStartResponse> {
    const client = this.requireClient();
    // The redirect_uri receives the code: only our own web app may be it.
    checkCallback(this.config, callbackUrl);
    const state = randomState();
    const nonce = randomNonce();
    const codeVerifier = randomPKCECodeVerifier();
    const url = await this.provider(() =>
      client.authorizationUrl({ redirectUri: callbackUrl, state, nonce, codeVerifier, language }),
    );
    await insertOauthState(this.sql, {
      hash: sha256(state),
      codeVerifier,
      nonce,
      redirectUri: callbackUrl,
      ttlSeconds: OAUTH_STATE_TTL_SECONDS,
    });
    return { authorization_url: url.toString() };
  }

  /** Finishes the sign-in from the callback page's `code` and `state`; answers the auth token. */
  async complete(query: GoogleOauthQuery, language: Language, meta: RequestMeta): Promise<{ token: string }> {
    const client = this.requireClient();
    // Spent before the code is redeemed: a state works once, whatever happens next.
    const row = await spendOauthState(this.sql, sha256(query.state));
    if (!row || row.expired) throw new HttpError(400, 'oauth_state_invalid', { state: 'oauth_state_invalid' });

    const callbackUrl = new URL(row.redirect_uri);
    callbackUrl.searchParams.set('code', query.code);
    callbackUrl.searchParams.set('state', query.state);
    if (query.iss) callbackUrl.searchParams.set('iss', query.iss);
    const identity = await this.provider(() =>
      client.exchange({ callbackUrl, state: query.state, nonce: row.nonce, codeVerifier: row.code_verifier }),
    );

    // Two first sign-ins of one person at once: the loser of the unique index tries again and finds the account.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const token = await this.sql.begin((tx) => this.signIn(tx, identity, query.referral ?? null, language, meta));
        return { token };
      } catch (error) {
        if (attempt === 0 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  private async signIn(
    tx: Db,
    identity: OidcIdentity,
    referral: string | null,
    language: Language,
    meta: RequestMeta,
  ): Promise<string> {
    const known = await lockUserByGoogleSubject(tx, identity.subject);
    if (known) return this.auth.signIn(tx, known, meta, 'google');

    // Only an address Google has verified may find or make an account: anyone can type any address.
    if (!identity.email || !identity.emailVerified) {
      throw new HttpError(400, 'google_email_not_verified');
    }

    const existing = await findUserByEmail(tx, identity.email);
    if (existing) {
      if (existing.google_subject !== null) throw new HttpError(400, 'google_account_mismatch');
      // Someone may have registered this address without owning it (pre-registration) and
      // still know the password they chose. Google proves the owner: the stranger's password,
      // sessions and pending links go, and the e-mail counts as confirmed.
      const preRegistered = existing.email_confirmed_at === null;
      if (preRegistered) {
        // The stranger's nickname, phone, notices and partner go too: the owner's referral counts.
        const partner = await referrerOf(tx, referral, identity.email);
        await reclaimPreRegistered(tx, existing.id, {
          username: deriveUsername(identity.name, identity.email),
          language,
          referredBy: partner?.id ?? null,
        });
        await linkGoogle(tx, existing.id, identity.subject, true);
        await useUpTokens(tx, existing.id, ['confirm_email', 'register_resend', 'reset_password']);
        await revokeUserSessions(tx, existing.id);
      } else {
        await linkGoogle(tx, existing.id, identity.subject, false);
      }
      await logSecurityEvent(tx, 'google_connected', existing.id, meta, {
        unconfirmed_password_removed: preRegistered,
      });
      // Only an owner who had confirmed the address had anything to be told of; the language is
      // the one the account keeps (a pre-registered one's is the owner's own, just set).
      if (!preRegistered) {
        await noticeSecurityChange(tx, {
          user: existing,
          change: 'google_connected',
          publicUrl: this.config.publicUrl,
        });
      }
      return this.auth.signIn(tx, existing, meta, 'google');
    }

    // An unknown code does not stop a sign-up: the link may simply be old.
    const partner = await referrerOf(tx, referral, identity.email);
    const created = await insertGoogleUser(tx, {
      email: identity.email,
      username: deriveUsername(identity.name, identity.email),
      language,
      subject: identity.subject,
      referredBy: partner?.id ?? null,
    });
    await logSecurityEvent(tx, 'registered', created.id, meta, { method: 'google', referred: partner !== null });
    return this.auth.signIn(tx, created, meta, 'google');
  }

  private requireClient(): OidcClient {
    // Not configured: the calls do not exist (the enabled call says so).
    if (!this.client) throw notFound();
    return this.client;
  }

  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof OidcError)) throw error;
      if (error.kind === 'unavailable') throw new HttpError(503, 'google_unavailable');
      throw new HttpError(400, 'google_sign_in_failed');
    }
  }
}
