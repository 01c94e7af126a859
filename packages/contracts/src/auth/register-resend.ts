import { z } from 'zod';
import { LocaleQuery, ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/** `_locale` is optional: the message is written in the language chosen at registration unless given. */
export const RegisterResendQuery = LocaleQuery;

/** POST /api/register/resend: the confirmation e-mail again, keyed by the resend token. */
export const RegisterResendRequest = z.object({
  resend_token: z.string({ error: 'token_not_provided' }).trim().min(1, { error: 'token_not_provided' }).max(256),
});
export type RegisterResendRequest = z.infer<typeof RegisterResendRequest>;

export const RegisterResendResponse = z.object({
  resend_available_at: z.int().meta({ description: 'Unix time (seconds) of the next allowed resend' }),
});
export type RegisterResendResponse = z.infer<typeof RegisterResendResponse>;

export const resendConfirmation = {
  method: 'POST',
  path: '/api/register/resend',
  access: 'public',
  tags: ['auth'],
  summary: 'Send the confirmation e-mail again; refused (429) before resend_available_at',
  query: RegisterResendQuery,
  body: RegisterResendRequest,
  responses: { 200: RegisterResendResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
