import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import type { PricePeriod } from '@pinacoteca/contracts/constants';

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
