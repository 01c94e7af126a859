import { z } from 'zod';
import { Money, Quantity, TokenAmount, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * Where a withdrawal or sale stands while what it took is set aside: waiting for an operator
 * (`awaiting_approval`), a withdrawal being sent or a sale being paid (`processing`), a sale's
 * payout waiting for the platform's USDC (`awaiting_funds`) or for an operator to send it again
 * after the chain refused it (`failed`), or for the seller to choose another payout address
 * (`awaiting_address`). The statuses of the withdrawal or sale itself.
 */
export const SetAsideStatus = z.enum([
  'awaiting_approval',
  'processing',
  'awaiting_funds',
  'awaiting_address',
  'failed',
]);
export type SetAsideStatus = z.infer<typeof SetAsideStatus>;

/**
 * Tokens that left the person's holdings for a withdrawal or sale not yet done (issue 11 §8: "the
 * wallet and portfolio include them"). Not in `balance_amount` nor the balances: the ledger moved
 * them, they are no longer the person's to spend; a rejection gives them back, an approved sale pays
 * `value` in USDC.
 */
export const SetAside = z
  .object({
    /** The withdrawal's or sale's id: its operation (GET /api/order/{id}). */
    operation_id: Uuid,
    kind: z.enum(['withdrawal', 'sale']),
    status: SetAsideStatus,
    token_id: Uuid,
    amount: TokenAmount,
    /** USD value at the price when asked for: what a sale pays, what a withdrawal was judged at. */
    value: Money,
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SetAside' });
export type SetAside = z.infer<typeof SetAside>;

/** GET /api/account/balance (SPEC §3 balance): USD value of all holdings and each token held. */
export const BalanceResponse = z
  .object({
    balance_amount: Money.meta({ description: 'Value of every holding at current prices, in USD' }),
    index_token_balance: TokenAmount.meta({ description: 'INDEX held, with up to 6 decimals' }),
    art_token_balances: z.array(z.object({ id: Uuid, quantity: Quantity })),
    // Absent when nothing is set aside, so the answer is what it always was for everyone else.
    set_aside: z.array(SetAside).optional().meta({
      description:
        'Withdrawals and sales not yet done, newest first: their tokens are set aside, in none of the figures above. Absent when there are none',
    }),
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
