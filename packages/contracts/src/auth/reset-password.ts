import { z } from 'zod';
import {
  emailTokenRule,
  optionalTwoFaCodeRule,
  passwordRule,
  repeatPasswordRule,
  withMatchingPasswords,
} from '../rules.ts';
import { AuthTokenResponse } from './token.ts';
import { PathErrorOrMessage, PathErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

const ResetPasswordFields = z.object({
  password: passwordRule,
  repeat_password: repeatPasswordRule,
  token: emailTokenRule,
  code: optionalTwoFaCodeRule.meta({
    description: 'Six-digit two-factor code; required when the account has two-factor on',
  }),
});

/**
 * POST /api/reset-password/reset. Errors come as a list, `{message, errors: [{path, message}]}`,
 * with paths `password`, `repeat_password`, `token` and `code` (SPEC §8).
 */
export const ResetPasswordRequest = withMatchingPasswords(ResetPasswordFields, 'password', 'repeat_password');
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetPasswordResponse = AuthTokenResponse;
export type ResetPasswordResponse = AuthTokenResponse;

export const resetPassword = {
  method: 'POST',
  path: '/api/reset-password/reset',
  access: 'public',
  tags: ['auth'],
  summary: 'Set a new password from a reset link (and the code with two-factor on); ends every session',
  body: ResetPasswordRequest,
  responses: { 200: ResetPasswordResponse, 400: PathErrorResponse, 429: PathErrorOrMessage },
} as const satisfies Endpoint;
