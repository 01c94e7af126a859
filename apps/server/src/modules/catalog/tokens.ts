import type { Language } from '@pinacoteca/contracts/constants';
import type { PricePoint, Token } from '@pinacoteca/contracts/catalog/token';
import { formatUnits } from '@pinacoteca/contracts/units';
import { divRound, formatCents, percentOf } from '@pinacoteca/contracts/money';
import { indexPrice } from '@pinacoteca/contracts/token-rules';
import type { Db } from '../../db/client.ts';
import { treasuries } from '../ledger/relations.ts';
import { pick } from '../../lib/locale.ts';
import { imageUrl } from '../media/urls.ts';

export interface TokenRow {
  id: string;
  symbol: string;
  kind: 'art' | 'index';
  painting_id: string | null;
  name: unknown;
  base_price_cents: string;
  current_price_cents: string;
  /** In base units: INDEX has `decimals` 6, art tokens 0. */
  emission: string;
  decimals: number;
  prediction_graph: Record<string, number>;
  available: string;
  icon_image_id: string | null;
}

interface PriceRow {
  token_id: string;
  day: string;
  price_cents: string;
}

export interface TokenSet {
  indexToken: Token;
  artTokens: Token[];
  byPainting: Map<string, Token>;
}

/** Price history of art tokens, every `stepDays` days back from today over the last year. */
async function priceRows(db: Db, stepDays: number, tokenId?: string): Promise<PriceRow[]> {
  return db<PriceRow[]>`
    select token_id, to_char(day, 'YYYY-MM-DD') as day, price_cents
    from token_prices
    where day > current_date - 365 and day <= current_date
      and (current_date - day) % ${stepDays} = 0
      ${tokenId ? db`and token_id = ${tokenId}` : db``}
    order by day`;
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
  const [rows, history] = await Promise.all([
    db<TokenRow[]>`
      select t.id, t.symbol, t.kind, t.painting_id, t.name, t.base_price_cents, t.current_price_cents,
             t.emission, t.decimals, t.prediction_graph, coalesce(tr.balance, 0) as available,
             coalesce(t.icon_image_id, p.main_image_id) as icon_image_id
      from tokens t
      left join paintings p on p.id = t.painting_id
      left join ${treasuries(db)} tr on tr.token_id = t.id
      order by p.ordering desc nulls first, t.symbol`,
    priceRows(db, 7),
  ]);
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

/**
 * Records today's closing price for every art token, filling any days the platform was off
 * with the last known price, so histories run up to today.
 */
export async function recordClosingPrices(db: Db): Promise<number> {
  const result = await db`
    insert into token_prices (token_id, day, price_cents)
    select t.id, d::date, t.current_price_cents
    from tokens t
    cross join lateral (
      select coalesce(max(day) + 1, current_date) as first from token_prices where token_id = t.id
    ) last
    cross join generate_series(greatest(last.first, current_date - 364), current_date, interval '1 day') d
    where t.kind = 'art'
    on conflict (token_id, day) do nothing`;
  return result.count;
}

export interface IssuableToken {
  id: string;
  symbol: string;
  kind: 'art' | 'index';
  name: string;
  decimals: number;
  /** In base units. */
  emission: bigint;
  /** The picture wallets show: the painting's main image, or the token's icon. */
  image_id: string | null;
}

/** Every token with what its mint needs on chain (name, in English by default, symbol, decimals, emission, picture). */
export async function issuableTokens(db: Db, language: Language = 'en'): Promise<IssuableToken[]> {
  const rows = await db<(Omit<IssuableToken, 'emission'> & { emission: string; name_json: unknown })[]>`
    select t.id, t.symbol, t.kind, t.name as name_json, t.decimals, t.emission::text,
           coalesce(p.main_image_id, t.icon_image_id) as image_id
    from tokens t left join paintings p on p.id = t.painting_id
    order by t.kind desc, t.symbol`;
  return rows.map(({ name_json, emission, ...r }) => ({
    ...r,
    name: pick(name_json, language),
    emission: BigInt(emission),
  }));
}

/** Symbol and decimals of each token asked for (for lists of movements kept by other modules). */
export async function tokenLabels(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { symbol: string; decimals: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db<{ id: string; symbol: string; decimals: number }[]>`
    select id, symbol, decimals from tokens where id = any(${[...new Set(ids)]}::uuid[])`;
  return new Map(rows.map((r) => [r.id, { symbol: r.symbol, decimals: r.decimals }]));
}
