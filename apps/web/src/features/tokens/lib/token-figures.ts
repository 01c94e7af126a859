import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import type { ForecastPoint } from '@pinacoteca/contracts/forecast';
import { parseUsd } from '@pinacoteca/contracts/money';
import { dayTime } from '../../../shared/lib/time-axis.ts';

/** A wire price as a chart plots it (dollars as a float): plotting only, figures shown as text keep the string. */
export function plotted(price: string): number {
  return Number(parseUsd(price)) / 100;
}

/** Whether the last weekly price is at or above the first: the colour of a mini chart. */
export function isRising(history: readonly PricePoint[]): boolean {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return true;
  return parseUsd(last.price) >= parseUsd(first.price);
}

/** One point of the large chart: a weekly closing price, a point of the forecast, or today with both. */
export interface ChartPoint {
  time: number;
  /** Plotting only: figures shown as text come from the wire strings. */
  history?: number;
  forecast?: number;
  historyPrice?: string;
  forecastPrice?: string;
}

/**
 * History and the chosen horizon's forecast curve on one time axis. The curve starts at today's
 * price on today's date (decision 0028), so where the last closing price is today's the two lines
 * meet in one point; the curve has nothing before today, which belongs to history.
 */
export function chartSeries(history: readonly PricePoint[], curve: readonly ForecastPoint[]): ChartPoint[] {
  const points = new Map<number, ChartPoint>();
  for (const p of history)
    points.set(dayTime(p.date), { time: dayTime(p.date), history: plotted(p.price), historyPrice: p.price });
  for (const p of curve) {
    const time = dayTime(p.date);
    const point = points.get(time) ?? { time };
    points.set(time, { ...point, forecast: plotted(p.price), forecastPrice: p.price });
  }
  return [...points.values()].sort((a, b) => a.time - b.time);
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
