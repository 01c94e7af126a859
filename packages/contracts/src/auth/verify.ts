import { z } from 'zod';
import { twoFaCodeRule } from '../rules.ts';
import { challengeSolutionRule } from './challenge.ts';
import { AuthTokenResponse } from './token.ts';

/**
 * POST /api/verify: the six-digit code, sent with the two-factor-pending token; answers a full
 * token. Like sign-in, it asks for a solved challenge (`altcha`) after too many wrong codes.
 */
export const VerifyRequest = z.object({ code: twoFaCodeRule, altcha: challengeSolutionRule.optional() });
export type VerifyRequest = z.infer<typeof VerifyRequest>;

export const VerifyResponse = AuthTokenResponse;
export type VerifyResponse = AuthTokenResponse;
