import { z } from 'zod';
import { LocaleQuery, ErrorResponse } from '../common.ts';
import { callbackUrlRule, emailRule } from '../rules.ts';
import { type Endpoint } from '../endpoint.ts';

export const ResetPasswordRequestQuery = LocaleQuery;

/**
 * POST /api/reset-password/request. Always answered as success, whether or not an account has
 * that e-mail (no account enumeration); the e-mail links to `callback_url?token=…`.
 */
export const ResetPasswordRequestRequest = z.object({
  email: emailRule,
  callback_url: callbackUrlRule.meta({ example: 'https://pinacoteca.example/reset-password/confirm' }),
});
export type ResetPasswordRequestRequest = z.infer<typeof ResetPasswordRequestRequest>;

export const ResetPasswordRequestResponse = z.object({
  success: z.literal(true),
  resend_available_at: z.int().meta({ description: 'Unix time (seconds) from which asking again makes sense' }),
});
export type ResetPasswordRequestResponse = z.infer<typeof ResetPasswordRequestResponse>;

export const requestPasswordReset = {
  method: 'POST',
  path: '/api/reset-password/request',
  access: 'public',
  tags: ['auth'],
  summary: 'E-mail a password reset link; the same answer whether or not the account exists',
  query: ResetPasswordRequestQuery,
  body: ResetPasswordRequestRequest,
  responses: { 200: ResetPasswordRequestResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
