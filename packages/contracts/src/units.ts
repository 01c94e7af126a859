import { INDEX_TOKEN_DECIMALS, type Language } from './constants.ts';

/**
 * Token amounts without floating point (ARCHITECTURE §2). The ledger counts integer base units,
 * as an SPL mint does (INDEX has INDEX_TOKEN_DECIMALS, art tokens none); the wire and the screen
 * carry the decimal string of whole tokens ("2.93"), and so do Solana Pay amounts.
 */

/** Plain decimals only: no sign, exponent, leading zeros or bare dot, so every amount has one spelling. */
const DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/**
 * Typed amount text in the wire's spelling: trimmed, and one decimal comma read as a point, since
 * the Russian pages write amounts "2,5" and people type them back that way. Nothing more: no
 * thousands separators or spaces, so "1,234.5" and "1 000" stay malformed, as ",5" does.
 */
export function pointDecimal(text: string): string {
  const trimmed = text.trim();
  return /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

/**
 * One to three digits (no leading zero), a comma and exactly three digits ("1,000", "12,500"): a
 * thousand to an English reader, one to a Russian one. Refused as `amount_ambiguous` wherever it is
 * not typed on a Russian page, rather than guessed (decision 0069).
 */
export const THOUSANDS_LIKE = /^[1-9]\d{0,2},\d{3}$/;

/**
 * Digits grouped in threes by blanks ("1 000", "12 500,5"), as Russian writes thousands and as
 * the pages show them: a separator amounts are not written with, answered with the words that say
 * so (`amount_ambiguous`: "without a thousands separator") rather than "must be correct".
 */
export const GROUPED_THOUSANDS = /^[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/;

/**
 * Text typed on a page in `language`, as the wire spells it: on a Russian page every decimal comma
 * is the point ("1,125" is 1.125); elsewhere a comma before exactly three digits stays as typed,
 * for the amount rule to refuse as ambiguous (an English reader meant a thousand).
 */
export function wireSpelling(text: string, language?: Language): string {
  const trimmed = text.trim();
  return language !== 'ru' && THOUSANDS_LIKE.test(trimmed) ? trimmed : pointDecimal(trimmed);
}

/** The most decimal places any amount is written with: INDEX's, the finest token. */
export const AMOUNT_MAX_DECIMALS = INDEX_TOKEN_DECIMALS;

/** The message key of an amount with more places than that ("1.1234567"). */
export const AMOUNT_PLACES_MESSAGE = `amount_decimals:${AMOUNT_MAX_DECIMALS}` as const;

/**
 * Typed text ("5,5", " 2.5 ") in base units at the wire's precision, `AMOUNT_MAX_DECIMALS` places or
 * `decimals` if more: `places` when it is a plain decimal with more places than that (refused with
 * `amount_decimals`), `invalid_format` when it is no plain decimal at all, `ambiguous` for
 * "1,000" unless it was typed on a Russian page (`language`; the server reads as no page does).
 */
export function typedWireUnits(
  text: string,
  decimals: number,
  language?: Language,
): { exact: bigint; wire: number } | 'places' | 'invalid_format' | 'ambiguous' {
  const amount = wireSpelling(text, language);
  if (THOUSANDS_LIKE.test(amount) || GROUPED_THOUSANDS.test(amount)) return 'ambiguous';
  const wire = Math.max(AMOUNT_MAX_DECIMALS, decimals);
  if (!DECIMAL.test(amount)) return 'invalid_format';
  try {
    return { exact: parseUnits(amount, wire), wire };
  } catch {
    return 'places';
  }
}

/** "2.93" with 6 decimals → 2_930_000n. Throws RangeError for anything else, or more places than `decimals`. */
export function parseUnits(amount: string, decimals: number): bigint {
  const match = DECIMAL.exec(amount);
  if (!match) throw new RangeError(`not a decimal amount: ${amount}`);
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new RangeError(`${amount} has more than ${decimals} decimal places`);
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** 2_930_000n with 6 decimals → "2.93": no trailing zeros, and no dot for a whole amount ("7"). */
export function formatUnits(units: bigint, decimals: number): string {
  if (units < 0n) throw new RangeError('negative amount');
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = decimals > 0 ? (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * Base units of a dollar stablecoin (USDC, 1:1 with USD, 6 decimals) as the wire writes money:
 * two places at least, like every USD amount ("54.00", "102.20"), and the finer places only where
 * they are not zero ("0.123456"), so no part of a cent is dropped.
 */
export function formatMoneyUnits(units: bigint, decimals: number): string {
  if (decimals < 2) throw new RangeError('money has cents');
  const [whole, fraction = ''] = formatUnits(units, decimals).split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** Whole tokens in an amount of base units, rounded down: what an order of whole tokens can still take. */
export function wholeTokens(units: bigint, decimals: number): bigint {
  return units / 10n ** BigInt(decimals);
}

/**
 * Whole tokens in a wire amount, rounded down: INDEX's available "874994.93" → 874994n (orders
 * buy whole tokens). Art amounts are whole already; INDEX's have at most its decimals.
 */
export function wholeTokensOf(amount: string): bigint {
  return wholeTokens(parseUnits(amount, INDEX_TOKEN_DECIMALS), INDEX_TOKEN_DECIMALS);
}
