import { z } from 'zod';
import { twoFaCodeRule } from '../rules.ts';
import { AuthTokenResponse } from './token.ts';

/** POST /api/verify: the six-digit code, sent with the two-factor-pending token; answers a full token. */
export const VerifyRequest = z.object({ code: twoFaCodeRule });
export type VerifyRequest = z.infer<typeof VerifyRequest>;

export const VerifyResponse = AuthTokenResponse;
export type VerifyResponse = AuthTokenResponse;
