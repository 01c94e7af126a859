/**
 * Money on the server is integer cents (bigint where products can exceed 2^53);
 * on the wire it is a decimal string with two places.
 */
export type Cents = bigint;

export function centsToString(cents: bigint | number | string): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Parses a wire amount like "12.5" or "12.50" into cents; throws on anything else. */
export function parseCents(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not an amount: ${text}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '0').padEnd(2, '0'));
}

/** a / b rounded half up, for non-negative integers. */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) return 0n;
  return (a * 2n + b) / (2n * b);
}

/** Percent of part in whole with two places, as a string ("86.54"). */
export function percentString(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0.00';
  return centsToString(divRound(part * 10_000n, whole));
}
