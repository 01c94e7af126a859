import { z } from 'zod';
import { currentPasswordRule, emailRule } from '../rules.ts';
import { challengeSolutionRule } from './challenge.ts';
import { AuthTokenResponse } from './token.ts';

/**
 * POST /api/login. Wrong credentials answer 400 with `errors.password`, the same for an unknown
 * e-mail and a wrong password. With two-factor on, the token is pending until POST /api/verify.
 * After too many failures on the e-mail the answer is 403 `challenge_required` until the
 * attempt carries a solved challenge (`altcha`); too many from one address, 429 with Retry-After.
 */
export const LoginRequest = z.object({
  email: emailRule,
  password: currentPasswordRule.min(1, { error: 'required' }),
  altcha: challengeSolutionRule.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = AuthTokenResponse;
export type LoginResponse = AuthTokenResponse;
