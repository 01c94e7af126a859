import { divRound, formatCents, unitsValueCents } from '@pinacoteca/contracts/money';
import type { Db } from '../../db/client.ts';
import { indexPriceSums, pricedTokenRows } from './token-queries.ts';

export interface PricedToken {
  id: string;
  symbol: string;
  kind: 'art' | 'index';
  /** Current price of one whole token in cents; 0 means under attribution (never for INDEX while anything is attributed). */
  priceCents: bigint;
  /** Decimals of the token (6 for INDEX, 0 for art tokens) and the base units in one whole token, 10^decimals. */
  decimals: number;
  scale: bigint;
  /** The treasury balance in base units: what can still be ordered. */
  available: bigint;
}

/**
 * INDEX price in cents: `indexPrice` of token-rules.ts (Σ current price × emission / Σ emission
 * over attributed art tokens, rounded half up), summed in SQL so an order reads one row, not
 * every art token. catalog/tokens.ts shows the same figure through `indexPrice` itself.
 */
export async function indexPriceCents(db: Db): Promise<bigint> {
  const row = await indexPriceSums(db);
  return divRound(BigInt(row?.numerator ?? 0), BigInt(row?.denominator ?? 0));
}

/** The tokens asked for, with their current price and availability; unknown ids are absent. */
export async function pricedTokens(db: Db, ids: string[]): Promise<Map<string, PricedToken>> {
  const rows = await pricedTokenRows(db, ids);
  const index = rows.some((r) => r.kind === 'index') ? await indexPriceCents(db) : 0n;
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        symbol: r.symbol,
        kind: r.kind,
        priceCents: r.kind === 'index' ? index : BigInt(r.current_price_cents),
        decimals: r.decimals,
        scale: 10n ** BigInt(r.decimals),
        available: BigInt(r.available),
      },
    ]),
  );
}

/**
 * What each of `rows` (a token and an amount of its base units) is worth at today's price, as USD
 * text ("1200.00"), in their order; "0.00" for a token without one. One read for all their tokens:
 * the console's withdrawals and sales show it beside the value when they were asked for.
 */
export async function valuesToday(db: Db, rows: readonly { token_id: string; amount: string }[]): Promise<string[]> {
  const prices = await pricedTokens(db, [...new Set(rows.map((r) => r.token_id))]);
  return rows.map((r) => {
    const token = prices.get(r.token_id);
    return formatCents(token ? unitsValueCents(BigInt(r.amount), token.priceCents, token.scale) : 0n);
  });
}
