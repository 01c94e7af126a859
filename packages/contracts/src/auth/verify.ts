import { z } from 'zod';
import { twoFaCodeRule } from '../rules.ts';
import { challengeSolutionRule, SignInRefusal } from './challenge.ts';
import { AuthTokenResponse } from './token.ts';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * POST /api/verify: the six-digit code, sent with the two-factor-pending token; answers a full
 * token. Like sign-in, it asks for a solved challenge (`altcha`) after too many wrong codes.
 */
export const VerifyRequest = z.object({ code: twoFaCodeRule, altcha: challengeSolutionRule.optional() });
export type VerifyRequest = z.infer<typeof VerifyRequest>;

export const VerifyResponse = AuthTokenResponse;
export type VerifyResponse = AuthTokenResponse;

export const verifyTwoFa = {
  method: 'POST',
  path: '/api/verify',
  access: 'session',
  tags: ['auth'],
  summary: 'The two-factor code for a pending token; answers a fully verified token',
  body: VerifyRequest,
  responses: { 200: VerifyResponse, 400: ErrorResponse, 403: SignInRefusal, 429: ErrorResponse },
} as const satisfies Endpoint;
