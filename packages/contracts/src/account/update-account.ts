import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { nicknameRule } from '../rules.ts';
import { GetAccountResponse } from './account.ts';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * POST /api/account: any of the profile fields; what is left out stays as it is. Answers the
 * updated account.
 */
export const UpdateAccountRequest = z.object({
  username: nicknameRule.max(64, { error: 'max_chars:64' }).optional(),
  phone: z
    .string()
    .max(32, { error: 'max_chars:32' })
    .nullish()
    .meta({ description: 'Kept as its digits; a value without any digit removes the phone (SPEC §5)' }),
  language: z.enum(LANGUAGES).optional(),
  avatar: z.string().max(3_000_000, { error: 'avatar_too_large' }).optional().meta({
    description:
      'A data URL of a JPEG, GIF or PNG (at most 2 MB, at least 120×120 px, checked by content); an empty string removes the avatar',
  }),
});
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequest>;

export const updateAccount = {
  method: 'POST',
  path: '/api/account',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Change the nickname, phone, language or avatar; answers the account',
  body: UpdateAccountRequest,
  responses: { 200: GetAccountResponse, 400: ErrorResponse },
} as const satisfies Endpoint;
