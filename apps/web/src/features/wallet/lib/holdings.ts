import type { BalanceResponse } from '@pinacoteca/contracts/account/balance';
import type { ListTokensResponse, Token } from '@pinacoteca/contracts/catalog/token';
import type { ForecastHorizon } from '@pinacoteca/contracts/constants';
import { lineCents, percentOf, toCents, type Cents } from '../../../shared/lib/money.ts';

export interface Holding {
  token: Token;
  quantity: bigint;
  /** quantity × current price */
  valueCents: Cents;
  /** Share of the whole portfolio's value, percent with two places ("12.50"). */
  share: string;
  isIndex: boolean;
}

/**
 * Every token held, INDEX first then art tokens by value, with its value at the current price
 * and its share of the total. Tokens the catalogue no longer lists are left out (nothing to price
 * them with); a zero quantity is not a holding.
 */
export function holdingsOf(
  balance: BalanceResponse,
  tokens: ListTokensResponse,
): { holdings: Holding[]; totalCents: Cents } {
  const byId = new Map(tokens.artTokens.map((token) => [token.id, token]));
  const raw: Omit<Holding, 'share'>[] = [];
  const index = BigInt(balance.index_token_balance);
  if (index > 0n)
    raw.push({
      token: tokens.indexToken,
      quantity: index,
      valueCents: lineCents(tokens.indexToken.current_price, index),
      isIndex: true,
    });
  const art = balance.art_token_balances
    .flatMap(({ id, quantity }) => {
      const token = byId.get(id);
      const count = BigInt(quantity);
      return token && count > 0n
        ? [{ token, quantity: count, valueCents: lineCents(token.current_price, count), isIndex: false }]
        : [];
    })
    .sort((a, b) =>
      a.valueCents === b.valueCents ? a.token.name.localeCompare(b.token.name) : a.valueCents > b.valueCents ? -1 : 1,
    );
  raw.push(...art);
  const totalCents = raw.reduce((sum, h) => sum + h.valueCents, 0n);
  return { holdings: raw.map((h) => ({ ...h, share: percentOf(h.valueCents, totalCents) })), totalCents };
}

/** The last year of a forecast horizon: this year; next year; two years ahead. */
export function horizonEndYear(horizon: ForecastHorizon, currentYear: number): number {
  return horizon === 'current_year' ? currentYear : horizon === 'next_year' ? currentYear + 1 : currentYear + 2;
}

interface QuarterPrice {
  year: number;
  quarter: number;
  price: string;
}

function quarters(graph: Record<string, string>): QuarterPrice[] {
  return Object.entries(graph)
    .flatMap(([key, price]) => {
      const match = /^(\d{4})_([1-4])$/.exec(key);
      return match ? [{ year: Number(match[1]), quarter: Number(match[2]), price }] : [];
    })
    .sort((a, b) => a.year - b.year || a.quarter - b.quarter);
}

/**
 * A token's forecast price at the end of a year: the price of that year's last quarter in
 * `prediction_graph` (Q4, or the latest quarter of that year the forecast has). Null when the
 * forecast says nothing about that year.
 */
export function forecastPriceAt(token: Pick<Token, 'prediction_graph'>, year: number): string | null {
  const inYear = quarters(token.prediction_graph).filter((q) => q.year === year);
  return inYear.at(-1)?.price ?? null;
}

/**
 * Forecast income of a holding at a horizon (ARCHITECTURE §2):
 * quantity × (forecast price − current price), in cents; null without a forecast.
 */
export function forecastIncomeCents(holding: Pick<Holding, 'token' | 'quantity'>, year: number): Cents | null {
  const forecast = forecastPriceAt(holding.token, year);
  if (forecast === null) return null;
  return holding.quantity * (toCents(forecast) - toCents(holding.token.current_price));
}

export interface ForecastPoint {
  /** Quarter end (UTC ms); the first point is "now" with no income yet. */
  time: number;
  year: number;
  quarter: number | null;
  incomeCents: Cents;
}

function quarterEnd(year: number, quarter: number): number {
  return Date.UTC(year, quarter * 3, 0);
}

/**
 * The revenue chart of a horizon: from today (no income yet) through every forecast quarter
 * still ahead, up to the horizon's last year; at each quarter end the income of all holdings,
 * Σ quantity × (that quarter's forecast price − current price). A token whose forecast lacks a
 * quarter counts as unchanged there. The total at the horizon is the last point.
 */
export function forecastSeries(
  holdings: readonly Pick<Holding, 'token' | 'quantity'>[],
  horizon: ForecastHorizon,
  now: number,
): ForecastPoint[] {
  const today = new Date(now);
  const endYear = horizonEndYear(horizon, today.getUTCFullYear());
  const keys = new Map<number, { year: number; quarter: number }>();
  const prices = holdings.map(
    (h) => new Map(quarters(h.token.prediction_graph).map((q) => [quarterEnd(q.year, q.quarter), q.price])),
  );
  for (const h of holdings)
    for (const q of quarters(h.token.prediction_graph)) {
      const time = quarterEnd(q.year, q.quarter);
      if (q.year <= endYear && time > now) keys.set(time, { year: q.year, quarter: q.quarter });
    }
  const points: ForecastPoint[] = [{ time: now, year: today.getUTCFullYear(), quarter: null, incomeCents: 0n }];
  for (const [time, { year, quarter }] of [...keys].sort((a, b) => a[0] - b[0])) {
    let income = 0n;
    holdings.forEach((h, i) => {
      const price = prices[i]?.get(time);
      if (price !== undefined) income += h.quantity * (toCents(price) - toCents(h.token.current_price));
    });
    points.push({ time, year, quarter, incomeCents: income });
  }
  return points;
}

/** Total forecast income at the horizon: the sum over holdings at the horizon's last year. */
export function forecastTotalCents(
  holdings: readonly Pick<Holding, 'token' | 'quantity'>[],
  horizon: ForecastHorizon,
  currentYear: number,
): Cents | null {
  const year = horizonEndYear(horizon, currentYear);
  let total: Cents | null = null;
  for (const h of holdings) {
    const income = forecastIncomeCents(h, year);
    if (income !== null) total = (total ?? 0n) + income;
  }
  return total;
}
