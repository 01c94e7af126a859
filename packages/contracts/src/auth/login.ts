import { z } from 'zod';
import { currentPasswordRule, emailRule } from '../rules.ts';
import { challengeSolutionRule, SignInRefusal } from './challenge.ts';
import { AuthTokenResponse } from './token.ts';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

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

export const signIn = {
  method: 'POST',
  path: '/api/login',
  access: 'public',
  tags: ['auth'],
  summary: 'Sign in with e-mail and password; with two-factor on, the token is pending until /api/verify',
  body: LoginRequest,
  responses: { 200: LoginResponse, 400: ErrorResponse, 403: SignInRefusal, 429: ErrorResponse },
} as const satisfies Endpoint;
