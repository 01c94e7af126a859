import type { PricePoint, Token } from '@pinacoteca/contracts/catalog/token';
import type { ForecastHorizon } from '@pinacoteca/contracts/constants';

/** Cents of a wire amount ("123.45" → 12345), without going through floating point. */
export function toCents(amount: string): number {
  const [whole = '0', fraction = '0'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** SPEC §3: a current price of 0 means the painting is still being attributed. */
export function isUnderAttribution(token: Token): boolean {
  return toCents(token.current_price) === 0;
}

/** Buy is offered while tokens remain and the token has a price (ARCHITECTURE §2). */
export function canBuy(token: Token): boolean {
  return !isUnderAttribution(token) && BigInt(token.available) > 0n;
}

/** Relative change in percent from `from` to `to`; null when there is nothing to compare with. */
export function changePercent(from: string, to: string): number | null {
  const base = toCents(from);
  if (base === 0) return null;
  return ((toCents(to) - base) / base) * 100;
}

/** Whether the last weekly price is at or above the first: the colour of a mini chart. */
export function isRising(history: readonly PricePoint[]): boolean {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return true;
  return toCents(last.price) >= toCents(first.price);
}

export interface Quarter {
  year: number;
  quarter: number;
}

/** `2027_3` → { year: 2027, quarter: 3 }. */
export function parseQuarterKey(key: string): Quarter | null {
  const match = /^(\d{4})_([1-4])$/.exec(key);
  return match ? { year: Number(match[1]), quarter: Number(match[2]) } : null;
}

/** The last day of a quarter, as a UTC timestamp: where a quarter's forecast sits on a time axis. */
export function quarterEnd({ year, quarter }: Quarter): number {
  return Date.UTC(year, quarter * 3, 0);
}

export function quarterOf(time: number): Quarter {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), quarter: Math.floor(date.getUTCMonth() / 3) + 1 };
}

/** The years a forecast horizon covers: this year; next year; the next two years. */
export function horizonYears(horizon: ForecastHorizon, currentYear: number): number[] {
  switch (horizon) {
    case 'current_year':
      return [currentYear];
    case 'next_year':
      return [currentYear + 1];
    case 'next_two_years':
      return [currentYear + 1, currentYear + 2];
  }
}

export interface ForecastPoint extends Quarter {
  time: number;
  price: string;
}

/** The forecast quarters of a horizon present in `prediction_graph`, oldest first. */
export function horizonForecast(
  graph: Record<string, string>,
  horizon: ForecastHorizon,
  currentYear: number,
): ForecastPoint[] {
  const years = new Set(horizonYears(horizon, currentYear));
  return Object.entries(graph)
    .flatMap(([key, price]) => {
      const quarter = parseQuarterKey(key);
      return quarter && years.has(quarter.year) ? [{ ...quarter, time: quarterEnd(quarter), price }] : [];
    })
    .sort((a, b) => a.time - b.time);
}

export function dayTime(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** One point of the large chart: a weekly closing price or a quarter's forecast. */
export interface ChartPoint {
  time: number;
  price: string;
  history?: number;
  forecast?: number;
  kind: 'history' | 'forecast';
}

/**
 * History and the chosen horizon's forecast on one time axis. The forecast line starts at the
 * latest closing price so the two read as one story; forecast quarters that have already ended
 * are left out, since the history shows what actually happened in them.
 */
export function chartSeries(history: readonly PricePoint[], forecast: readonly ForecastPoint[]): ChartPoint[] {
  const points: ChartPoint[] = history.map((p) => ({
    time: dayTime(p.date),
    price: p.price,
    history: toCents(p.price) / 100,
    kind: 'history',
  }));
  const last = points.at(-1);
  if (last) last.forecast = last.history;
  const after = last?.time ?? -Infinity;
  for (const f of forecast) {
    if (f.time <= after) continue;
    points.push({ time: f.time, price: f.price, forecast: toCents(f.price) / 100, kind: 'forecast' });
  }
  return points;
}

/**
 * Quarter ends between two instants: the ticks of the large chart's time axis. Ends, not starts,
 * so a tick labelled "Q1 2027" sits exactly on the Q1 2027 forecast point.
 */
export function quarterTicks(from: number, to: number): number[] {
  const ticks: number[] = [];
  let { year, quarter } = quarterOf(from);
  for (;;) {
    const end = quarterEnd({ year, quarter });
    if (end > to) return ticks;
    if (end >= from) ticks.push(end);
    quarter += 1;
    if (quarter > 4) {
      quarter = 1;
      year += 1;
    }
  }
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The large chart's price axis: it starts at `floor` (CHART_MIN_Y, SPEC §9) and reaches just past
 * the highest price in round steps. A chart library's own "nice" ticks would pull the start below
 * the floor (to 40 for prices around 100); a price under the floor still lowers it, so no line
 * is ever cut off.
 */
export function priceAxis(
  values: readonly number[],
  floor: number,
  maxTicks = 5,
): { domain: [number, number]; ticks: number[] } {
  const finite = values.filter(Number.isFinite);
  const high = Math.max(floor + 1, ...finite);
  const lowest = Math.min(floor, ...finite);
  const rough = (high - Math.min(floor, lowest)) / (maxTicks - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((s) => s * magnitude >= rough) ?? 10) * magnitude;
  const start = lowest < floor ? Math.floor(lowest / step) * step : floor;
  const ticks: number[] = [];
  for (let tick = start; ticks.length === 0 || ticks.at(-1)! < high; tick += step) ticks.push(Number(tick.toFixed(2)));
  return { domain: [start, ticks.at(-1)!], ticks };
}
