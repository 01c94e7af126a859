import type { ForecastHorizon } from './constants.ts';
import { formatCents, parseUsd } from './money.ts';

/**
 * Price forecasts anchored to today (decision 0028). A token's `prediction_graph` gives a price
 * for the end of each quarter, set against the price of the day the forecast was made. Read as
 * absolute prices they go stale as soon as the market moves: on 23 November a Q4 figure made in
 * January promised +16 % in five weeks, and quarters already past sat above today's price. What
 * stays true is the growth the forecast expects between two dates. So:
 *
 *   forecast(t) = current price × G(t) / G(today)
 *
 * where G is the graph's price path, interpolated geometrically (constant growth rate) between
 * quarter ends, and extended backwards at its first quarter's rate when today comes before the
 * first quarter end. The curve starts at today's price on today's date, has only future points
 * after it, and has no jump where history meets forecast. It ends at the horizon's end or at the
 * graph's last quarter, whichever comes first; past the graph there is no forecast.
 *
 * Forecasts are estimates, not ledger amounts: the growth maths runs in floating point and each
 * price is rounded to whole cents once, where it leaves this module.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const GRAPH_KEY = /^(\d{4})_([1-4])$/;

/** 'YYYY-MM-DD' → whole days since 1970-01-01 (UTC). */
function dayNumber(iso: string): number {
  const match = ISO_DAY.exec(iso);
  if (!match) throw new RangeError(`not a date: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant, as the server's closing prices and forecasts count days. */
export function isoDay(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The last day of month `month` (1–12) of `year`, as a day number. */
function monthEnd(year: number, month: number): number {
  return Date.UTC(year, month, 0) / DAY_MS;
}

/** The last day of a horizon (SPEC §9): 31 December of this year, next year, or the year after. */
export function horizonEnd(horizon: ForecastHorizon, today: string): string {
  const year = Number(today.slice(0, 4));
  const offset = horizon === 'current_year' ? 0 : horizon === 'next_year' ? 1 : 2;
  return `${year + offset}-12-31`;
}

export interface ForecastPoint {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Wire money, two places. */
  price: string;
}

export interface ForecastInput {
  /** Today's UTC date, 'YYYY-MM-DD'. */
  today: string;
  currentPrice: string;
  /** `prediction_graph`: `YYYY_Q` → the price at the end of that quarter. */
  graph: Readonly<Record<string, string>>;
}

interface Knot {
  day: number;
  /** ln(price): geometric interpolation is linear in the logarithm. */
  log: number;
}

/** The graph's quarter ends with a positive price, oldest first. */
function knotsOf(graph: Readonly<Record<string, string>>): Knot[] {
  return Object.entries(graph)
    .flatMap(([key, price]) => {
      const match = GRAPH_KEY.exec(key);
      if (!match) return [];
      const cents = parseUsd(price);
      if (cents <= 0n) return [];
      return [{ day: monthEnd(Number(match[1]), Number(match[2]) * 3), log: Math.log(Number(cents)) }];
    })
    .sort((a, b) => a.day - b.day);
}

/** ln G(day), or null past the graph's last quarter or when two quarters are not there to give a rate. */
function logGrowthAt(knots: readonly Knot[], day: number): number | null {
  const last = knots.at(-1);
  if (knots.length < 2 || !last || day > last.day) return null;
  let i = 0;
  while (i < knots.length - 2 && knots[i + 1]!.day < day) i += 1;
  const a = knots[i]!;
  const b = knots[i + 1]!;
  return a.log + ((b.log - a.log) * (day - a.day)) / (b.day - a.day);
}

/**
 * The forecast curve of a horizon: today's price on today's date, then the forecast at the end of
 * every month still ahead, up to the horizon's last day (or the graph's last quarter). Empty when
 * there is no forecast: no current price (under attribution), fewer than two quarters in the
 * graph, or a graph that ends before today.
 */
export function forecastCurve(input: ForecastInput, horizon: ForecastHorizon): ForecastPoint[] {
  const current = parseUsd(input.currentPrice);
  if (current === 0n) return [];
  const knots = knotsOf(input.graph);
  const today = dayNumber(input.today);
  const base = logGrowthAt(knots, today);
  if (base === null) return [];
  const end = Math.min(dayNumber(horizonEnd(horizon, input.today)), knots.at(-1)!.day);

  const points: ForecastPoint[] = [{ date: input.today, price: formatCents(current) }];
  const start = new Date(today * DAY_MS);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  for (;;) {
    const day = monthEnd(year, month);
    if (day > end) break;
    if (day > today) {
      const cents = Math.round(Number(current) * Math.exp(logGrowthAt(knots, day)! - base));
      points.push({ date: isoOfDay(day), price: formatCents(BigInt(Math.max(0, cents))) });
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return points;
}

/**
 * The forecast price at the end of a horizon (the curve's last point); null without a forecast.
 * On the horizon's last day it is today's price.
 */
export function forecastAtHorizon(input: ForecastInput, horizon: ForecastHorizon): ForecastPoint | null {
  return forecastCurve(input, horizon).at(-1) ?? null;
}

export type CalendarTick =
  | { date: string; unit: 'month'; year: number; month: number }
  | { date: string; unit: 'quarter'; year: number; quarter: number };

/**
 * Ticks for a time axis from `from` to `to` (inclusive): the first day of every month when
 * there are at most twelve of them, so each month name appears once; otherwise the first day of
 * every quarter. Every period that starts inside the range is there, the last one included.
 */
export function calendarTicks(from: string, to: string): CalendarTick[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first > last) return [];
  const starts: { day: number; year: number; month: number }[] = [];
  const start = new Date(first * DAY_MS);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  for (;;) {
    const day = Date.UTC(year, month - 1, 1) / DAY_MS;
    if (day > last) break;
    if (day >= first) starts.push({ day, year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  if (starts.length <= 12)
    return starts.map((s) => ({ date: isoOfDay(s.day), unit: 'month', year: s.year, month: s.month }));
  return starts
    .filter((s) => (s.month - 1) % 3 === 0)
    .map((s) => ({ date: isoOfDay(s.day), unit: 'quarter', year: s.year, quarter: (s.month + 2) / 3 }));
}
