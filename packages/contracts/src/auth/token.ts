import { z } from 'zod';
import { Uuid } from '../common.ts';

/** What sign-in calls answer: a bearer JWT for the `Authorization` header. */
export const AuthTokenResponse = z
  .object({ token: z.string().meta({ description: 'Bearer JWT (HS256); send as `Authorization: Bearer <token>`' }) })
  .meta({ id: 'AuthToken' });
export type AuthTokenResponse = z.infer<typeof AuthTokenResponse>;

/**
 * Claims of the auth token (SPEC §3). The web decodes them without verifying: `exp` schedules
 * the automatic logout, and `two_fa_required && !two_fa_verified` is the two-factor-pending state.
 * `sid` names the server-side session, which logout and password changes revoke.
 */
export const AuthTokenClaims = z.object({
  sub: Uuid,
  sid: Uuid,
  iat: z.int(),
  exp: z.int(),
  two_fa_required: z.boolean(),
  two_fa_verified: z.boolean(),
});
export type AuthTokenClaims = z.infer<typeof AuthTokenClaims>;

/** Fully authenticated (SPEC §4): not expired and no two-factor step pending. */
export function isFullyAuthenticated(claims: AuthTokenClaims, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return claims.exp > nowSeconds && (!claims.two_fa_required || claims.two_fa_verified);
}

/**
 * Claims of the token in an e-mail link (confirm, reset, recovery). The browser decodes it to
 * say 'Token is expired' before calling and, for a reset, whether the six-digit code is needed.
 */
export const EmailLinkClaims = z.object({
  exp: z.int(),
  two_fa_required: z.boolean().optional(),
});
export type EmailLinkClaims = z.infer<typeof EmailLinkClaims>;

/** `{ success: true }`, for calls with nothing else to say. */
export const SuccessResponse = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
export type SuccessResponse = z.infer<typeof SuccessResponse>;
