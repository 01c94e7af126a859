/**
 * Stablecoin amounts without floating point. Base units and decimal strings ("12.34", as Solana
 * Pay's `amount` parameter and the charge's `amount` carry it) convert through the one codec of
 * token amounts, `parseUnits`/`formatUnits` in @pinacoteca/contracts/units.
 */
import { formatCents } from '@pinacoteca/contracts/money';

/**
 * USD cents as a dollar stablecoin amount, one to one: 1234n -> "12.34". Always two places so
 * the payer sees the same figure as the order's USD amount.
 */
export function centsToStablecoin(cents: bigint): string {
  if (cents < 0n) throw new RangeError('negative amount');
  return formatCents(cents);
}
