/**
 * Token amounts without floating point: base units are bigint, the human form is a decimal
 * string ("12.34") as Solana Pay's `amount` parameter and the charge's `amount` carry it.
 */

const DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/** "12.34" with `decimals` 6 -> 12_340_000n. Throws RangeError for anything not a plain decimal that fits. */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const match = DECIMAL.exec(amount);
  if (!match) throw new RangeError(`not a decimal amount: ${amount}`);
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new RangeError(`${amount} has more than ${decimals} decimal places`);
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** 12_340_000n with `decimals` 6 -> "12.34" (no trailing zeros, no dot for whole amounts). */
export function fromBaseUnits(units: bigint, decimals: number): string {
  if (units < 0n) throw new RangeError('negative amount');
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * USD cents as a dollar stablecoin amount, one to one: 1234n -> "12.34". Always two places so
 * the payer sees the same figure as the order's USD amount.
 */
export function centsToStablecoin(cents: bigint): string {
  if (cents < 0n) throw new RangeError('negative amount');
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
