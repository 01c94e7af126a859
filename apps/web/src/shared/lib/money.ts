import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import { parseUnits } from '@pinacoteca/contracts/units';

/**
 * USD amounts as integer cents (ARCHITECTURE §2: no floating point in money paths). Wire
 * amounts are decimal strings ("123.45"); the arithmetic runs on bigint cents and goes back to
 * a wire-style string for display through `formatUsd`.
 */
export type Cents = bigint;

/** "123.45" → 12345n; "7" → 700n; "-1.5" → -150n. Throws on anything else. */
export function toCents(amount: string): Cents {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign === '-' ? -cents : cents;
}

/** 12345n → "123.45"; -5n → "-0.05". */
export function fromCents(cents: Cents): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** price × quantity in cents: a whole count, or a token amount such as INDEX's "2.93" (see `timesAmount`). */
export function lineCents(price: string, quantity: bigint | number | string): Cents {
  return timesAmount(toCents(price), quantity);
}

/**
 * cents × a token amount (whole, or with up to INDEX_TOKEN_DECIMALS places), in integer base
 * units and rounded half away from zero to the cent only at the end: exact for whole amounts.
 */
export function timesAmount(cents: Cents, amount: bigint | number | string): Cents {
  const scale = 10n ** BigInt(INDEX_TOKEN_DECIMALS);
  const product = cents * parseUnits(String(amount), INDEX_TOKEN_DECIMALS);
  const magnitude = ((product < 0n ? -product : product) * 2n + scale) / (2n * scale);
  return product < 0n ? -magnitude : magnitude;
}

/**
 * `part` as a percent of `whole` with two places, rounded half up, as a string ("12.34");
 * "0.00" when the whole is zero.
 */
export function percentOf(part: Cents, whole: Cents): string {
  if (whole === 0n) return '0.00';
  const basisPoints = (part * 10_000n * 2n + whole) / (whole * 2n);
  return fromCents(basisPoints);
}
