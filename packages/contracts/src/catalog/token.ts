import { z } from 'zod';
import { Money, TokenAmount, LocaleQuery, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

export const PricePoint = z.object({ date: z.iso.date(), price: Money });
export type PricePoint = z.infer<typeof PricePoint>;

/**
 * Art token or index token (SPEC §3). `current_price` 0 means under attribution.
 * `prediction_graph` is keyed `YYYY_Q` (e.g. `2027_3`) with the forecast price of that quarter.
 * `rest` is the share of the emission still available, in percent with two places.
 * `available`, `emission` and `unavailable` are whole for art tokens; INDEX's have up to 6
 * decimals (referral bonuses are paid from its treasury to the last base unit).
 */
export const Token = z
  .object({
    id: Uuid,
    symbol: z.string(),
    name: z.string(),
    icon: z.string(),
    icon2x: z.string(),
    base_price: Money,
    current_price: Money,
    available: TokenAmount,
    emission: TokenAmount,
    unavailable: TokenAmount,
    capitalization: Money,
    rest: z.string().regex(/^\d+\.\d{2}$/),
    prediction_graph: z.record(z.string().regex(/^\d{4}_[1-4]$/), Money),
    painting_id: Uuid.nullable(),
    price_history: z.array(PricePoint).meta({
      description: 'Weekly closing prices over the last year, oldest first',
    }),
  })
  .meta({ id: 'Token' });
export type Token = z.infer<typeof Token>;

/** GET /api/tokens */
export const ListTokensResponse = z.object({ indexToken: Token, artTokens: z.array(Token) }).meta({ id: 'TokenSet' });
export type ListTokensResponse = z.infer<typeof ListTokensResponse>;

export const listTokens = {
  method: 'GET',
  path: '/api/tokens',
  access: 'public',
  tags: ['catalogue'],
  summary: 'The index token and every art token',
  query: LocaleQuery,
  responses: { 200: ListTokensResponse },
} as const satisfies Endpoint;
