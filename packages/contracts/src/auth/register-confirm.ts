import { z } from 'zod';
import { emailTokenRule } from '../rules.ts';
import { AuthTokenResponse } from './token.ts';

/** POST /api/register/confirm: the token of the confirmation link; answers a sign-in token. */
export const RegisterConfirmRequest = z.object({ token: emailTokenRule });
export type RegisterConfirmRequest = z.infer<typeof RegisterConfirmRequest>;

export const RegisterConfirmResponse = AuthTokenResponse;
export type RegisterConfirmResponse = AuthTokenResponse;
