import { z } from 'zod';
import { Money, Quantity, TokenAmount, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/** GET /api/account/balance (SPEC §3 balance): USD value of all holdings and each token held. */
export const BalanceResponse = z
  .object({
    balance_amount: Money.meta({ description: 'Value of every holding at current prices, in USD' }),
    index_token_balance: TokenAmount.meta({ description: 'INDEX held, with up to 6 decimals' }),
    art_token_balances: z.array(z.object({ id: Uuid, quantity: Quantity })),
  })
  .meta({ id: 'Balance' });
export type BalanceResponse = z.infer<typeof BalanceResponse>;

export const getBalance = {
  method: 'GET',
  path: '/api/account/balance',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Tokens held and their value at current prices',
  responses: { 200: BalanceResponse },
} as const satisfies Endpoint;
