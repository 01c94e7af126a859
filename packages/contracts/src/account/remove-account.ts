import { z } from 'zod';
import { LocaleQuery, ErrorResponse } from '../common.ts';
import { currentPasswordRule, optionalTwoFaCodeRule } from '../rules.ts';
import { SuccessResponse } from '../auth/token.ts';
import { type Endpoint } from '../endpoint.ts';

export const RemoveAccountQuery = LocaleQuery;

/**
 * POST /api/account/remove: the account becomes removed (restorable for 15 days, then erased);
 * a wrong password answers 400 'Password incorrect' on `password`, and with two-factor on a
 * missing or wrong code answers on `code`. Answers `{ success: true }`.
 */
export const RemoveAccountRequest = z.object({
  password: currentPasswordRule.nullish().meta({ description: 'Required when the account has a password' }),
  code: optionalTwoFaCodeRule.meta({ description: 'Six-digit code; required when two-factor is on' }),
});
export type RemoveAccountRequest = z.infer<typeof RemoveAccountRequest>;

export const removeAccount = {
  method: 'POST',
  path: '/api/account/remove',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Remove the account: restorable for 15 days, then its personal data is erased',
  query: RemoveAccountQuery,
  body: RemoveAccountRequest,
  responses: { 200: SuccessResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
