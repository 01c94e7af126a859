import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/locale.ts';
import { treasuries } from '../ledger/relations.ts';

/** Tokens' and prices' SQL (decision 0054): tables `tokens` and `token_prices` (the daily closing prices). */

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

export interface PriceRow {
  token_id: string;
  day: string;
  price_cents: string;
}

/** Price history of art tokens, every `stepDays` days back from today over the last year. */
export async function priceRows(db: Db, stepDays: number, tokenId?: string): Promise<PriceRow[]> {
  return db<PriceRow[]>`
    select token_id, to_char(day, 'YYYY-MM-DD') as day, price_cents
    from token_prices
    where day > current_date - 365 and day <= current_date
      and (current_date - day) % ${stepDays} = 0
      ${tokenId ? db`and token_id = ${tokenId}` : db``}
    order by day`;
}

/** Every token with its treasury's balance as `available` and its picture: INDEX first, then newest paintings first. */
export function tokenRows(db: Db): Promise<TokenRow[]> {
  return db<TokenRow[]>`
    select t.id, t.symbol, t.kind, t.painting_id, t.name, t.base_price_cents, t.current_price_cents,
           t.emission, t.decimals, t.prediction_graph, coalesce(tr.balance, 0) as available,
           coalesce(t.icon_image_id, p.main_image_id) as icon_image_id
    from tokens t
    left join paintings p on p.id = t.painting_id
    left join ${treasuries(db)} tr on tr.token_id = t.id
    order by p.ordering desc nulls first, t.symbol`;
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

/** Σ current price × emission and Σ emission over the attributed art tokens (the INDEX price's parts). */
export async function indexPriceSums(
  db: Db,
): Promise<{ numerator: string | null; denominator: string | null } | undefined> {
  const [row] = await db<{ numerator: string | null; denominator: string | null }[]>`
    select sum(current_price_cents * emission)::text as numerator, sum(emission)::text as denominator
    from tokens where kind = 'art' and current_price_cents > 0`;
  return row;
}

/** A token's price, decimals and what its treasury still holds (base units). */
export type PricedTokenRow = Pick<
  TokenRow,
  'id' | 'symbol' | 'kind' | 'current_price_cents' | 'decimals' | 'available'
>;

/** The tokens asked for with their current price, decimals and treasury balance. */
export function pricedTokenRows(db: Db, ids: string[]): Promise<PricedTokenRow[]> {
  return db<PricedTokenRow[]>`
    select t.id, t.symbol, t.kind, t.current_price_cents, t.decimals, coalesce(tr.balance, 0) as available
    from tokens t
    left join ${treasuries(db)} tr on tr.token_id = t.id
    where t.id = any(${ids}::uuid[])`;
}
