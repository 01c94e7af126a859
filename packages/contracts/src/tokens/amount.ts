import { textField } from '../rules.ts';
import {
  AMOUNT_MAX_DECIMALS,
  AMOUNT_PLACES_MESSAGE,
  GROUPED_THOUSANDS,
  pointDecimal,
  THOUSANDS_LIKE,
} from '../units.ts';

/**
 * A token amount as the investor's calls send it (swap, sell, withdraw, the dev wallet's send):
 * decimal text, whole for art tokens and up to 6 decimals for INDEX; the server checks it against
 * the token's own decimals (`takenAmount`, withdraw-amount.ts). Missing, null or left empty is
 * `required`, as every other missing field; a number or anything else that is not text is
 * `invalid_format`, like malformed text, since the value is there but not in the form asked. A decimal
 * comma ("5,5", as the Russian pages write amounts) is read as a point and handed on as "5.5";
 * a plain decimal with more places than any token has is `amount_decimals`, saying how many.
 * A comma followed by exactly three digits ("1,000") is a thousand to an English reader and one
 * to a Russian: refused as `amount_ambiguous` rather than guessed. The pages send what is typed
 * with the point ("1.125"), so a Russian typing "1,125" on them is read as they meant.
 */
export const tokenAmountRule = textField()
  .trim()
  .min(1, { error: 'required', abort: true })
  // "1 000" is a thousand with a separator amounts are not written with: said so, before the format.
  .refine((text) => !GROUPED_THOUSANDS.test(text), { error: 'amount_ambiguous', abort: true })
  // Both spellings are checked as typed, so the published patterns say what a client may send.
  .regex(/^(0|[1-9]\d{0,14})([.,]\d+)?$/, { error: 'invalid_format', abort: true })
  .regex(new RegExp(`^\\d+([.,]\\d{1,${AMOUNT_MAX_DECIMALS}})?$`), { error: AMOUNT_PLACES_MESSAGE, abort: true })
  .refine((text) => !THOUSANDS_LIKE.test(text), { error: 'amount_ambiguous', abort: true })
  .overwrite(pointDecimal);
