import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { z } from 'zod';

/**
 * SPEC §5: a phone is optional; if given, "a valid mobile number in strict international form".
 * The form is a plus, a non-zero country digit and 7 to 14 more digits; valid means a number the
 * country gives to mobiles, by libphonenumber's mobile metadata (docs/decisions/0068), so
 * "+10000000000" or a Moscow landline is refused as "The field must be correct". In a module of
 * its own, so that only the pages that take a phone (registration) load the metadata.
 */
export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;

export function isMobileNumber(international: string): boolean {
  return PHONE_PATTERN.test(international) && isValidPhoneNumber(international);
}

export const phoneRule = z.string().trim().refine(isMobileNumber, { error: 'invalid_format' });

/**
 * A phone as the API takes it: the input sends it without the plus (SPEC §5), with one
 * tolerated. Checked as a mobile number in the strict international form, given back as digits
 * only; empty means none.
 */
export const phoneWireRule = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .transform((v) => v.replace(/^\+/, ''))
    .pipe(z.string().refine((digits) => isMobileNumber(`+${digits}`), { error: 'invalid_format' }))
    .nullish(),
);
