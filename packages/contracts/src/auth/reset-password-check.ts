import { z } from 'zod';
import { emailTokenRule } from '../rules.ts';
import { PathErrorResponse, ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/** POST /api/reset-password/check: the reset link's token, looked at without being used. */
export const ResetPasswordCheckRequest = z.object({ token: emailTokenRule });
export type ResetPasswordCheckRequest = z.infer<typeof ResetPasswordCheckRequest>;

export const ResetPasswordCheckResponse = z
  .object({ usable: z.literal(true) })
  .meta({ description: 'The link can still set a password' });
export type ResetPasswordCheckResponse = z.infer<typeof ResetPasswordCheckResponse>;

/**
 * Whether a reset link can still be used, so its page says at once that a used, replaced or
 * expired link cannot, instead of after a new password is typed. Refusals are the reset's own:
 * `{message, errors: [{path: 'token', message}]}`. Nothing is used up or changed.
 */
export const checkResetPassword = {
  method: 'POST',
  path: '/api/reset-password/check',
  access: 'public',
  tags: ['auth'],
  summary: 'Whether a password reset link can still be used (not used, replaced or expired); uses nothing',
  body: ResetPasswordCheckRequest,
  responses: { 200: ResetPasswordCheckResponse, 400: PathErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
