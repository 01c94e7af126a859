import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AuthTokenClaims } from '@pinacoteca/contracts/auth/token';
import type { Config } from '../../config.ts';
import { lazy, readOrCreateKey } from '../../lib/secrets.ts';

const ISSUER = 'pinacoteca';
/**
 * Audiences keep the token kinds apart: a token from an e-mail link is signed with the same key
 * but can never be used as a bearer token, and the other way round.
 */
const SESSION_AUDIENCE = 'session';
export type LinkPurpose = 'confirm_email' | 'reset_password' | 'recover_account';

/** The keys: from the environment, or (outside production) generated once and kept in DATA_DIR. */
export interface AuthKeys {
  /** HMAC key of session tokens, as a KeyObject so jose does not import it again per token. */
  jwt(): Promise<KeyObject>;
  /** AES-256 key for two-factor secrets at rest. */
  totp(): Promise<Buffer>;
}

export function authKeys(config: Config): AuthKeys {
  const { jwtSecret, totpKey } = config.auth;
  return {
    jwt: lazy(async () =>
      createSecretKey(
        jwtSecret ? Buffer.from(jwtSecret, 'utf8') : await readOrCreateKey(config.dataDir, 'jwt-secret', 48),
      ),
    ),
    totp: lazy(async () => totpKey ?? (await readOrCreateKey(config.dataDir, 'totp-encryption-key', 32))),
  };
}

export interface SessionTokenInput {
  userId: string;
  sessionId: string;
  expiresAt: Date;
  twoFaRequired: boolean;
  twoFaVerified: boolean;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Session tokens whose signature was checked, kept at most (the oldest go first). */
const VERIFIED_KEPT = 10_000;

export class TokenSigner {
  /**
   * Tokens already verified, with their claims: a token is immutable, so its signature need not
   * be checked again on each of its requests (an HMAC through WebCrypto's thread pool, a tenth of
   * the server's processor time per order). Whether its session still stands is not kept here:
   * the guard reads that from the database on every request, so signing out still ends it at once.
   */
  private readonly verified = new Map<string, AuthTokenClaims>();

  constructor(private readonly keys: AuthKeys) {}

  async signSession(input: SessionTokenInput): Promise<string> {
    return new SignJWT({
      sid: input.sessionId,
      two_fa_required: input.twoFaRequired,
      two_fa_verified: input.twoFaVerified,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setSubject(input.userId)
      .setIssuedAt()
      .setExpirationTime(seconds(input.expiresAt))
      .sign(await this.keys.jwt());
  }

  /** The claims of a valid, unexpired session token of ours; null for anything else. */
  async verifySession(token: string): Promise<AuthTokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
    }
    const claims = await this.checkSession(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, Object.freeze(claims));
    }
    return claims;
  }

  private async checkSession(token: string): Promise<AuthTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.keys.jwt(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: SESSION_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const claims = AuthTokenClaims.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }

  /**
   * The token of an e-mail link: a signed JWT so the browser can read its expiry and whether a
   * two-factor code will be asked, with a random `jti` that makes it unguessable. The server
   * never trusts these claims: it looks the token's hash up in `email_tokens`.
   */
  async signLink(purpose: LinkPurpose, expiresAt: Date, claims: { two_fa_required?: boolean } = {}): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(`email:${purpose}`)
      .setJti(randomBytes(24).toString('base64url'))
      .setIssuedAt()
      .setExpirationTime(seconds(expiresAt))
      .sign(await this.keys.jwt());
  }
}
