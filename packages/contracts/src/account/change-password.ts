import { z } from 'zod';
import {
  currentPasswordRule,
  optionalTwoFaCodeRule,
  passwordRule,
  repeatPasswordRule,
  withMatchingPasswords,
} from '../rules.ts';
import { SuccessResponse } from '../auth/token.ts';
import { PathErrorOrMessage, PathErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

const ChangePasswordFields = z.object({
  new_password: passwordRule,
  repeat_new_password: repeatPasswordRule,
  current_password: currentPasswordRule
    .nullish()
    .meta({ description: 'Required when the account has a password (has_password); null otherwise' }),
  code: optionalTwoFaCodeRule.meta({ description: 'Six-digit code; required when two-factor is on' }),
});

/**
 * POST /api/account/change-password. Errors are a list, `{message, errors: [{path, message}]}`
 * (SPEC §8): path `password` for the current password, `code` for the two-factor code,
 * `new_password` and `repeat_new_password` for the new one. Ends every other session.
 */
export const ChangePasswordRequest = withMatchingPasswords(ChangePasswordFields, 'new_password', 'repeat_new_password');
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const changePassword = {
  method: 'POST',
  path: '/api/account/change-password',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Change the password (current one and code as the account needs); ends other sessions',
  body: ChangePasswordRequest,
  responses: { 200: SuccessResponse, 400: PathErrorResponse, 429: PathErrorOrMessage },
} as const satisfies Endpoint;
