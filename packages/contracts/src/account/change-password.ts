import { z } from 'zod';
import { optionalTwoFaCodeRule, passwordRule, repeatPasswordRule } from '../rules.ts';

const ChangePasswordFields = z.object({
  new_password: passwordRule,
  repeat_new_password: repeatPasswordRule,
  current_password: z
    .string()
    .max(1024)
    .nullish()
    .meta({ description: 'Required when the account has a password (has_password); null otherwise' }),
  code: optionalTwoFaCodeRule.meta({ description: 'Six-digit code; required when two-factor is on' }),
});

/**
 * POST /api/account/change-password. Errors are a list, `{message, errors: [{path, message}]}`
 * (SPEC §8): path `password` for the current password, `code` for the two-factor code,
 * `new_password` and `repeat_new_password` for the new one. Ends every other session.
 */
export const ChangePasswordRequest = ChangePasswordFields.refine((v) => v.new_password === v.repeat_new_password, {
  path: ['repeat_new_password'],
  error: 'passwords_mismatch',
  when: (payload) =>
    ChangePasswordFields.pick({ new_password: true, repeat_new_password: true }).safeParse(payload.value).success,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
