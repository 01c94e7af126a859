import { z } from 'zod';
import { emailTokenRule } from '../rules.ts';
import { AuthTokenResponse } from './token.ts';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/** POST /api/register/confirm: the token of the confirmation link; answers a sign-in token. */
export const RegisterConfirmRequest = z.object({ token: emailTokenRule });
export type RegisterConfirmRequest = z.infer<typeof RegisterConfirmRequest>;

export const RegisterConfirmResponse = AuthTokenResponse;
export type RegisterConfirmResponse = AuthTokenResponse;

export const confirmRegistration = {
  method: 'POST',
  path: '/api/register/confirm',
  access: 'public',
  tags: ['auth'],
  summary: "Confirm the e-mail with the link's token; answers a sign-in token",
  body: RegisterConfirmRequest,
  responses: { 200: RegisterConfirmResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
