import { z } from 'zod';
import { LocaleQuery } from '../common.ts';
import { callbackUrlRule, emailRule } from '../rules.ts';

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
