import type { Language } from '@pinacoteca/contracts/constants';
import type { PricePoint, Token } from '@pinacoteca/contracts/catalog/token';
import { formatUnits } from '@pinacoteca/contracts/units';
import { divRound, formatCents, percentOf } from '@pinacoteca/contracts/money';
import { indexPrice } from '@pinacoteca/contracts/token-rules';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/locale.ts';
import { imageUrl } from '../media/urls.ts';
import { priceRows, tokenRows, type PriceRow, type TokenRow } from './token-queries.ts';

export {
  issuableTokens,
  recordClosingPrices,
  tokenLabels,
  type IssuableToken,
  type TokenRow,
} from './token-queries.ts';

export interface TokenSet {
  indexToken: Token;
  artTokens: Token[];
  byPainting: Map<string, Token>;
}

function toPoints(rows: PriceRow[]): PricePoint[] {
  return rows.map((r) => ({ date: r.day, price: formatCents(r.price_cents) }));
}

function tokenOf(
  row: TokenRow,
  language: Language,
  prices: {
    base: bigint;
    current: bigint;
    graph: Record<string, bigint>;
    history: PricePoint[];
  },
): Token {
  const emission = BigInt(row.emission);
  const available = BigInt(row.available);
  const amount = (units: bigint) => formatUnits(units, row.decimals);
  const icon = row.icon_image_id;
  return {
    id: row.id,
    symbol: row.symbol,
    name: pick(row.name, language),
    icon: icon ? imageUrl(icon, 'icon') : '',
    icon2x: icon ? imageUrl(icon, 'icon2x') : '',
    base_price: formatCents(prices.base),
    current_price: formatCents(prices.current),
    available: amount(available),
    emission: amount(emission),
    unavailable: amount(emission - available),
    // Prices are per whole token.
    capitalization: formatCents(divRound(prices.current * emission, 10n ** BigInt(row.decimals))),
    rest: percentOf(available, emission),
    prediction_graph: Object.fromEntries(
      Object.entries(prices.graph)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, formatCents(v)]),
    ),
    painting_id: row.painting_id,
    price_history: prices.history,
  };
}

/**
 * The whole token set: art tokens with their treasury balance as `available`, and INDEX with
 * prices, forecast and history derived from the attributed art tokens.
 */
export async function loadTokenSet(db: Db, language: Language): Promise<TokenSet> {
  const [rows, history] = await Promise.all([tokenRows(db), priceRows(db, 7)]);
  const historyByToken = new Map<string, PriceRow[]>();
  for (const r of history) {
    const list = historyByToken.get(r.token_id) ?? [];
    list.push(r);
    historyByToken.set(r.token_id, list);
  }

  const artRows = rows.filter((r) => r.kind === 'art');
  const indexRow = rows.find((r) => r.kind === 'index');
  if (!indexRow) throw new Error('the INDEX token is missing: the catalogue is not seeded');

  const artTokens = artRows.map((row) => artTokenOf(row, language, toPoints(historyByToken.get(row.id) ?? [])));

  const attributed = artRows.filter((r) => BigInt(r.current_price_cents) > 0n);
  const emissionOf = new Map(artRows.map((r) => [r.id, BigInt(r.emission)]));
  const graphKeys = new Set(attributed.flatMap((r) => Object.keys(r.prediction_graph)));
  const indexGraph: Record<string, bigint> = {};
  for (const key of graphKeys) {
    indexGraph[key] = indexPrice(
      attributed
        .filter((r) => r.prediction_graph[key] !== undefined)
        .map((r) => ({ value: BigInt(r.prediction_graph[key]!), emission: BigInt(r.emission) })),
    );
  }
  // Per day, weigh every art token that had a price that day.
  const byDay = new Map<string, { value: bigint; emission: bigint }[]>();
  for (const r of history) {
    const price = BigInt(r.price_cents);
    if (price === 0n) continue;
    const list = byDay.get(r.day) ?? [];
    list.push({ value: price, emission: emissionOf.get(r.token_id) ?? 0n });
    byDay.set(r.day, list);
  }
  const indexHistory = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, items]) => ({ date, price: formatCents(indexPrice(items)) }));

  const indexToken = tokenOf(indexRow, language, {
    base: indexPrice(attributed.map((r) => ({ value: BigInt(r.base_price_cents), emission: BigInt(r.emission) }))),
    current: indexPrice(
      attributed.map((r) => ({ value: BigInt(r.current_price_cents), emission: BigInt(r.emission) })),
    ),
    graph: indexGraph,
    history: indexHistory,
  });

  const byPainting = new Map<string, Token>();
  for (const token of artTokens) if (token.painting_id) byPainting.set(token.painting_id, token);
  return { indexToken, artTokens, byPainting };
}

/** An art token from its row, with the weekly history given (empty for list items, which omit it). */
export function artTokenOf(row: TokenRow, language: Language, history: PricePoint[]): Token {
  return tokenOf(row, language, {
    base: BigInt(row.base_price_cents),
    current: BigInt(row.current_price_cents),
    graph: Object.fromEntries(Object.entries(row.prediction_graph).map(([k, v]) => [k, BigInt(v)])),
    history,
  });
}

/** Weekly closing prices of one token over the last year, as the token set carries them. */
export async function loadWeeklyHistory(db: Db, tokenId: string): Promise<PricePoint[]> {
  return toPoints(await priceRows(db, 7, tokenId));
}

/** Daily prices of one token over the last year. */
export async function loadDailyHistory(db: Db, tokenId: string): Promise<PricePoint[]> {
  return toPoints(await priceRows(db, 1, tokenId));
}
