import { textField } from '../rules.ts';

/**
 * A token amount as the investor's calls send it (swap, sell, withdraw, the dev wallet's send):
 * decimal text, whole for art tokens and up to 6 decimals for INDEX; the server checks it against
 * the token's own decimals (`takenAmount`, withdraw-amount.ts). Missing, null or left empty is
 * `required`, as every other missing field; a number or anything else that is not text is
 * `invalid_format`, like malformed text, since the value is there but not in the form asked.
 */
export const tokenAmountRule = textField()
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^(0|[1-9]\d{0,14})(\.\d{1,6})?$/, { error: 'invalid_format' });
