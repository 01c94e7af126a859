import { INDEX_TOKEN_DECIMALS } from './constants.ts';
import { formatUnits, parseUnits } from './units.ts';

/**
 * USD amounts without floating point (ARCHITECTURE §2): integer cents in every computation, a
 * decimal string with two places on the wire (`Money`). The one codec between the two, shared
 * by the server and the web; display in a language is the web's format.ts, which calls it.
 */
export type Cents = bigint;

/** Places of a USD amount: cents. */
const USD_DECIMALS = 2;

/**
 * "12.34" → 1234n, "12.5" → 1250n, "7" → 700n. The spelling of units.ts (no sign, exponent,
 * leading zeros or blanks) with at most two places; anything else throws a RangeError.
 */
export function parseUsd(amount: string): Cents {
  return parseUnits(amount, USD_DECIMALS);
}

/** `parseUsd` with an optional minus, for figures that may be losses ("-12.00" → -1200n). */
export function parseSignedUsd(amount: string): Cents {
  return amount.startsWith('-') ? -parseUsd(amount.slice(1)) : parseUsd(amount);
}

/** 1234n → "12.34", 700n → "7.00", -5n → "-0.05": always two places, as `Money` is written. */
export function formatCents(cents: Cents | number | string): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const [whole, fraction = ''] = formatUnits(negative ? -value : value, USD_DECIMALS).split('.');
  return `${negative ? '-' : ''}${whole}.${fraction.padEnd(USD_DECIMALS, '0')}`;
}

/** a ÷ b rounded half up, for non-negative integers; 0 when b is 0 (a weighted mean of nothing). */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) return 0n;
  return (a * 2n + b) / (2n * b);
}

/**
 * What `units` base units of a token are worth at `priceCents` a whole token (`scale` base units),
 * to the nearest cent. Every value the platform shows of tokens (a holding, a deposit, a
 * withdrawal, a swap's two sides) is rounded this one way, so one amount never reads as two
 * figures (an outside tester saw a deposit of 0.25 INDEX at $102.23 as $25.56 in the balance and
 * $25.55 among the operations). Only a sale's payout rounds down: it is money paid out.
 */
export function unitsValueCents(units: bigint, priceCents: Cents, scale: bigint): Cents {
  return divRound(units * priceCents, scale);
}

/**
 * A holding no way out can take: less than one whole token (withdrawals and swaps move whole
 * tokens, at least one) and worth less than a cent at the price (a sale pays whole cents). What a
 * swap's rounding leaves of INDEX can be that small (0.000001); it does not keep an account from
 * being removed (decision 0080), since nothing could ever take it out.
 */
export function cannotLeave(units: bigint, priceCents: Cents, scale: bigint): boolean {
  return units < scale && (units * priceCents) / scale === 0n;
}

/**
 * cents × a token amount (whole, or with up to INDEX_TOKEN_DECIMALS places, as INDEX's "2.93"),
 * in integer base units and rounded half away from zero to the cent only at the end: exact for
 * whole amounts.
 */
export function timesAmount(cents: Cents, amount: bigint | number | string): Cents {
  const scale = 10n ** BigInt(INDEX_TOKEN_DECIMALS);
  const product = cents * parseUnits(String(amount), INDEX_TOKEN_DECIMALS);
  const magnitude = divRound(product < 0n ? -product : product, scale);
  return product < 0n ? -magnitude : magnitude;
}

/** A wire price × a token amount in cents: a basket line, a holding's value. */
export function lineCents(price: string, amount: bigint | number | string): Cents {
  return timesAmount(parseUsd(price), amount);
}

/**
 * `part` as a percent of `whole` with two places, rounded half up, as a string ("86.54");
 * "0.00" when the whole is zero.
 */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0.00';
  return formatCents(divRound(part * 10_000n, whole));
}
