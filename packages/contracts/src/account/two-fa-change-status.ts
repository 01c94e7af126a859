import { z } from 'zod';
import { currentPasswordRule, twoFaCodeRule } from '../rules.ts';
import { SuccessResponse } from '../auth/token.ts';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * POST /api/account/2fa/change-status: turns two-factor on (with a code of the secret from
 * GET /api/account/2fa/secrets) or off (with a code of the active secret). A wrong code answers
 * 400 with `errors.code`. Turning it on asks the account's password too, when it has one: a session
 * alone must not put its holder's authenticator on someone else's account (decision 0084).
 * Answers `{ success: true }`.
 */
export const TwoFaChangeStatusRequest = z.object({
  code: twoFaCodeRule,
  enable: z.boolean(),
  password: currentPasswordRule
    .nullish()
    .meta({ description: 'The current password: required to turn two-factor on when the account has one' }),
});
export type TwoFaChangeStatusRequest = z.infer<typeof TwoFaChangeStatusRequest>;

export const changeTwoFaStatus = {
  method: 'POST',
  path: '/api/account/2fa/change-status',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Turn two-factor on or off with a six-digit code',
  body: TwoFaChangeStatusRequest,
  responses: { 200: SuccessResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
