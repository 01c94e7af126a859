import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import type { PricePeriod } from '@pinacoteca/contracts/constants';

/** Integer cents of a wire amount ("85.00" → 8500n), so money is never a float. */
export function cents(amount: string): bigint {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * Change from `from` to `to` in percent with two places, as a string for `formatPercent`
 * ("21.95", "-3.10"); null when there is no base to compare with.
 */
export function percentChange(from: string, to: string): string | null {
  const base = cents(from);
  if (base === 0n) return null;
  // Basis points in integers, rounded half away from zero, then shown with two places.
  const diff = (cents(to) - base) * 10_000n;
  const negative = diff < 0n;
  const magnitude = negative ? -diff : diff;
  const bp = (magnitude + base / 2n) / base;
  const text = `${bp / 100n}.${(bp % 100n).toString().padStart(2, '0')}`;
  return negative && bp !== 0n ? `-${text}` : text;
}

/** A change with its sign for display: "+21.95%" / "−3.1%". */
export function signedPercent(percent: string, format: (p: string) => string): string {
  if (percent.startsWith('-')) return `−${format(percent.slice(1))}`;
  return Number(percent) === 0 ? format(percent) : `+${format(percent)}`;
}

/** Days shown for each chart period; the year shows the whole daily history (SPEC §9). */
const PERIOD_POINTS: Record<PricePeriod, number | null> = { week: 7, month: 30, year: null };

export function pointsForPeriod(history: readonly PricePoint[], period: PricePeriod): PricePoint[] {
  const count = PERIOD_POINTS[period];
  return count === null ? [...history] : history.slice(-count);
}

/** Share of the emission still available, 0–100, for progress bars. */
export function availableShare(available: string, emission: string): number {
  const total = Number(emission);
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, (Number(available) / total) * 100));
}
