import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SUPPORT_MESSAGE_MAX_LENGTH } from './constants.ts';

/**
 * Field rules of SPEC §5. Messages are keys of MESSAGES (see messages.ts); a key with a
 * count travels as `min_chars:8`.
 */
const requiredString = () => z.string({ error: 'required' }).trim().min(1, { error: 'required' });

export const emailRule = requiredString().pipe(z.email({ error: 'invalid_format' }));

/** Strict international mobile form: a plus, a non-zero country digit, 7 to 14 more digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;
export const phoneRule = z.string().trim().regex(PHONE_PATTERN, { error: 'invalid_format' });

/** Keeps digits and one leading plus, as the phone input does while typing. */
export function normalisePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 0 ? '' : `+${digits}`;
}

export const PASSWORD_SPECIAL = /[^A-Za-z0-9]/;
export const passwordRule = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: `min_chars:${PASSWORD_MIN_LENGTH}` })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && PASSWORD_SPECIAL.test(v), {
    error: 'password_difficulty',
  });

export const nicknameRule = requiredString().regex(/[A-Za-z]/, { error: 'nickname_latin' });

export const twoFaCodeRule = z.string().regex(/^\d{6}$/, { error: 'wrong_code' });

export const supportMessageRule = requiredString().max(SUPPORT_MESSAGE_MAX_LENGTH, {
  error: `max_chars:${SUPPORT_MESSAGE_MAX_LENGTH}`,
});
