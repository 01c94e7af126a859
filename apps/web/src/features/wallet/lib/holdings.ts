import type { BalanceResponse, SetAside } from '@pinacoteca/contracts/account/balance';
import type { ListTokensResponse, Token } from '@pinacoteca/contracts/catalog/token';
import { INDEX_TOKEN_DECIMALS, type ForecastHorizon, type Language } from '@pinacoteca/contracts/constants';
import { forecastAtHorizon, forecastCurve } from '@pinacoteca/contracts/forecast';
import { formatCents, lineCents, parseUsd, timesAmount, type Cents } from '@pinacoteca/contracts/money';
import { parseUnits } from '@pinacoteca/contracts/units';
import { formatPercent } from '../../../shared/lib/format.ts';

export interface Holding {
  token: Token;
  /** As the wire gives it: whole for art tokens, up to 6 decimals for INDEX ("2.93"). */
  quantity: string;
  /** quantity × current price */
  valueCents: Cents;
  /** Share of the whole portfolio's value, percent with two places ("12.50"); the shares add up to `totalShare`. */
  share: string;
  isIndex: boolean;
}

/**
 * A holding's share as the portfolio shows it: always two places, as `share` is computed, so
 * "1,10%" stands next to "59,45%" and not "1,1%" (an outside tester read the two as different
 * precisions).
 */
export function formatShare(share: string, language: Language): string {
  return formatPercent(share, language, 2);
}

/**
 * Every token held, INDEX first then art tokens by value, with its value at the current price
 * and its share of the total. Tokens the catalogue no longer lists are left out (nothing to price
 * them with); a zero quantity is not a holding.
 */
export function holdingsOf(
  balance: BalanceResponse,
  tokens: ListTokensResponse,
): { holdings: Holding[]; totalCents: Cents; totalShare: string } {
  const byId = new Map(tokens.artTokens.map((token) => [token.id, token]));
  const raw: Omit<Holding, 'share'>[] = [];
  const index = balance.index_token_balance;
  if (parseUnits(index, INDEX_TOKEN_DECIMALS) > 0n)
    raw.push({
      token: tokens.indexToken,
      quantity: index,
      valueCents: lineCents(tokens.indexToken.current_price, index),
      isIndex: true,
    });
  const art = balance.art_token_balances
    .flatMap(({ id, quantity }) => {
      const token = byId.get(id);
      return token && BigInt(quantity) > 0n
        ? [{ token, quantity, valueCents: lineCents(token.current_price, quantity), isIndex: false }]
        : [];
    })
    .sort((a, b) =>
      a.valueCents === b.valueCents ? a.token.name.localeCompare(b.token.name) : a.valueCents > b.valueCents ? -1 : 1,
    );
  raw.push(...art);
  const totalCents = raw.reduce((sum, h) => sum + h.valueCents, 0n);
  const shares = sharesOf(
    raw.map((h) => h.valueCents),
    totalCents,
  );
  return {
    holdings: raw.map((h, i) => ({ ...h, share: shares[i] ?? '0.00' })),
    totalCents,
    totalShare: totalCents > 0n ? '100.00' : '0.00',
  };
}

/**
 * Each part's percent of the whole (their sum) with two places, rounded so that the shown shares add up to
 * exactly 100.00 (largest remainder): each share is first rounded down to the hundredth, and the
 * hundredths still missing go one each to the parts that lost the most, earlier parts first on a
 * tie. Rounding each share on its own let three holdings read 47.55 + 49.41 + 3.03 = 99.99 beside
 * a total of 100.00 (an outside tester's finding). All "0.00" when the whole is zero.
 */
export function sharesOf(parts: readonly bigint[], whole: bigint): string[] {
  if (whole <= 0n) return parts.map(() => '0.00');
  const HUNDREDTHS = 10_000n;
  const floors = parts.map((part) => (part * HUNDREDTHS) / whole);
  let missing = HUNDREDTHS - floors.reduce((sum, floor) => sum + floor, 0n);
  const byRemainder = parts
    .map((part, i) => ({ i, remainder: (part * HUNDREDTHS) % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (missing <= 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    missing -= 1n;
  }
  return floors.map((hundredths) => formatCents(hundredths));
}

export interface SetAsideItem extends SetAside {
  /** Null for a token the catalogue no longer lists: the line still shows, without its name. */
  token: Token | null;
}

/**
 * What the person's withdrawals and sales not yet done have set aside (issue 11 §8), newest first
 * as the server lists them, with the total of their values. Apart from the holdings: a person who
 * withdrew everything holds nothing, yet their tokens have not vanished.
 */
export function setAsideOf(
  balance: BalanceResponse,
  tokens: ListTokensResponse,
): { items: SetAsideItem[]; totalCents: Cents } {
  const byId = new Map([tokens.indexToken, ...tokens.artTokens].map((token) => [token.id, token]));
  const items = (balance.set_aside ?? []).map((aside) => ({ ...aside, token: byId.get(aside.token_id) ?? null }));
  return { items, totalCents: items.reduce((sum, item) => sum + parseUsd(item.value), 0n) };
}

/**
 * Forecast income of a holding at a horizon (ARCHITECTURE §2): quantity × (forecast price −
 * current price), in cents, with the forecast anchored to today's price (decision 0028), so it
 * is 0 today and grows with the days ahead; null without a forecast.
 */
export function forecastIncomeCents(
  holding: Pick<Holding, 'token' | 'quantity'>,
  horizon: ForecastHorizon,
  today: string,
): Cents | null {
  const forecast = forecastAtHorizon(forecastInput(holding.token, today), horizon);
  if (forecast === null) return null;
  return timesAmount(parseUsd(forecast.price) - parseUsd(holding.token.current_price), holding.quantity);
}

function forecastInput(token: Pick<Token, 'current_price' | 'prediction_graph'>, today: string) {
  return { today, currentPrice: token.current_price, graph: token.prediction_graph };
}

export interface RevenuePoint {
  /** 'YYYY-MM-DD': today, then the end of each month ahead up to the horizon's end. */
  date: string;
  incomeCents: Cents;
}

/**
 * The revenue chart of a horizon: on each date of the holdings' forecast curves, the income of
 * all holdings, Σ quantity × (forecast price that day − current price). It starts at 0 today. A
 * holding whose forecast stops sooner keeps its last forecast price from there, so the chart's
 * last point is the sum of every holding's `forecastIncomeCents`; one without a forecast counts
 * as unchanged. Empty when no holding has a forecast.
 */
export function forecastSeries(
  holdings: readonly Pick<Holding, 'token' | 'quantity'>[],
  horizon: ForecastHorizon,
  today: string,
): RevenuePoint[] {
  const curves = holdings.map((h) => forecastCurve(forecastInput(h.token, today), horizon));
  const dates = [...new Set(curves.flatMap((curve) => curve.map((p) => p.date)))].sort();
  return dates.map((date) => {
    let income = 0n;
    holdings.forEach((h, i) => {
      const price = curves[i]?.findLast((p) => p.date <= date)?.price;
      if (price !== undefined) income += timesAmount(parseUsd(price) - parseUsd(h.token.current_price), h.quantity);
    });
    return { date, incomeCents: income };
  });
}
