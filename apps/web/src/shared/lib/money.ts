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

/** price × quantity in cents; quantities are whole token counts. */
export function lineCents(price: string, quantity: bigint | number | string): Cents {
  return toCents(price) * BigInt(quantity);
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
