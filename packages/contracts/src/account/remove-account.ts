import { z } from 'zod';
import { LocaleQuery } from '../common.ts';
import { currentPasswordRule } from '../rules.ts';

export const RemoveAccountQuery = LocaleQuery;

/**
 * POST /api/account/remove: the account becomes removed (restorable for 15 days, then erased);
 * a wrong password answers 400 'Password incorrect' on `password`. Answers `{ success: true }`.
 */
export const RemoveAccountRequest = z.object({
  password: currentPasswordRule.nullish().meta({ description: 'Required when the account has a password' }),
});
export type RemoveAccountRequest = z.infer<typeof RemoveAccountRequest>;
