import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatCents, unitsValueCents } from '@pinacoteca/contracts/money';
import {
  quoteByGiven,
  receivesLessThan,
  swapQuoteProblem,
  swapTargetSoldOut,
  type SwapRequest,
  type SwapResponse,
  tokenSwap,
} from '@pinacoteca/contracts/tokens/swap';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Sql } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { currentAuth } from '../auth/guards.ts';
import { listFlags } from '../flags/service.ts';
import { account, InsufficientBalanceError, transfer, treasuryOf, userHoldings } from '../ledger/service.ts';
import { lockUser } from '../auth/user-queries.ts';
import { pricedTokens } from '../catalog/prices.ts';
import { takenAmountOrRefusal } from '../chain/investor-actions.ts';
import { route } from '../../lib/route.ts';

const decimalsOf = (scale: bigint) => scale.toString().length - 1;

/**
 * Swap (SPEC §2, §4, §5; issue 11): one token for another at current prices, in one ledger
 * transaction: the given tokens go back to their treasury and the received ones come out of
 * theirs, so custody on chain does not move (the treasury holds both). The amounts follow the
 * shared rule of contracts/tokens/swap.ts, recomputed here under the transaction.
 */
export async function swapTokens(sql: Sql, userId: string, input: SwapRequest): Promise<SwapResponse> {
  const flags = await listFlags(sql);
  if (!flags.find((f) => f.name === 'swap')?.enabled) throw fieldError('token_id', 'swap_closed');
  if (input.token_id === input.to_token_id) {
    throw new HttpError(400, 'swap_same_token', { to_token_id: 'swap_same_token' });
  }
  return sql.begin(async (tx) => {
    // One money request per person at a time, as withdrawals and sales take it: what they read of
    // the person's holdings stays true until they commit.
    await lockUser(tx, userId);
    const priced = await pricedTokens(tx, [input.token_id, input.to_token_id]);
    const from = priced.get(input.token_id);
    const to = priced.get(input.to_token_id);
    if (!from) throw new HttpError(400, 'invalid_format', { token_id: 'invalid_format' });
    if (!to) throw new HttpError(400, 'invalid_format', { to_token_id: 'invalid_format' });
    for (const [field, token] of [
      ['token_id', from],
      ['to_token_id', to],
    ] as const) {
      if (token.priceCents === 0n)
        throw new HttpError(400, 'token_under_attribution', { [field]: 'token_under_attribution' });
    }
    const fromSide = { price: formatCents(from.priceCents), decimals: decimalsOf(from.scale), symbol: from.symbol };
    const toSide = { price: formatCents(to.priceCents), decimals: decimalsOf(to.scale) };
    // Nothing of the target to receive: said of the target, not as an amount too small.
    const soldOut = () => new HttpError(400, 'swap_target_sold_out', { to_token_id: 'swap_target_sold_out' });
    // Fewer left than the swap asked for, since others took some meanwhile.
    const fewerLeft = (left: bigint) => {
      const key = `swap_fewer_left:${formatUnits(left, toSide.decimals)}`;
      return new HttpError(400, key, { amount: key });
    };
    if (swapTargetSoldOut(toSide, to.available)) throw soldOut();
    // The rule withdrawals and sales follow: at least one token, then whole tokens of a painting.
    const amount = takenAmountOrRefusal(input.amount, fromSide.decimals, 'swap');
    const holding = async () => (await userHoldings(tx, userId, [input.token_id])).get(input.token_id) ?? 0n;
    // The figure in the refusal is always the one the refusal was decided on.
    const notHeld = (held: bigint) => {
      const key = `swap_not_held:${formatUnits(held, decimalsOf(from.scale))}`;
      return new HttpError(400, key, { amount: key });
    };
    const held = await holding();
    if (amount > held) throw notHeld(held);
    const quote = quoteByGiven(fromSide, toSide, amount, to.available);
    // The price guard first: what the person confirmed is the least they take. A price that moved
    // may also leave too little to give; said as the price it is, not as a swap asked too small.
    if (input.min_received !== undefined && receivesLessThan(quote.receive, toSide, input.min_received)) {
      // Less because others took the target's last tokens (the quote is all there is), or
      // because a price moved: each said as it is.
      if (quote.receive >= to.available) throw fewerLeft(to.available);
      // Said with what it gives now: the server cannot tell a price that moved from a minimum
      // asked above the quote at unchanged prices, and the figure is true of both.
      const key = `swap_price_moved:${formatUnits(quote.receive, toSide.decimals)}:${to.symbol}`;
      throw new HttpError(400, key, { amount: key });
    }
    const problem = swapQuoteProblem(quote, fromSide, toSide, held);
    if (problem) throw new HttpError(400, problem, { amount: problem });
    const givenCents = unitsValueCents(quote.give, from.priceCents, from.scale);
    const receivedCents = unitsValueCents(quote.receive, to.priceCents, to.scale);
    try {
      const transactionId = await transfer(
        tx,
        'swap',
        [
          {
            tokenId: input.token_id,
            from: await account(tx, input.token_id, 'user', userId),
            to: await treasuryOf(tx, input.token_id),
            quantity: quote.give,
            valueCents: givenCents,
          },
          {
            tokenId: input.to_token_id,
            from: await treasuryOf(tx, input.to_token_id),
            to: await account(tx, input.to_token_id, 'user', userId),
            quantity: quote.receive,
            valueCents: receivedCents,
          },
        ],
        { userId },
      );
      return {
        transaction_id: transactionId,
        token_id: input.token_id,
        to_token_id: input.to_token_id,
        given: formatUnits(quote.give, decimalsOf(from.scale)),
        received: formatUnits(quote.receive, decimalsOf(to.scale)),
      };
    } catch (error) {
      // Someone else took the last of the target, or the person's tokens moved meanwhile.
      if (error instanceof InsufficientBalanceError) {
        // `held` above was read before `transfer` locked the accounts, and a concurrent swap or
        // sale may have spent some since. What they hold now is read again while this transaction
        // still holds the lock under which the debit was refused (nothing can change it until the
        // rollback), so the message says what they really have.
        if (error.tokenId === input.token_id) throw notHeld(await holding());
        // Others took the target meanwhile: none left, or less than this swap was quoted.
        const left = (await pricedTokens(tx, [input.to_token_id])).get(input.to_token_id)?.available ?? 0n;
        if (swapTargetSoldOut(toSide, left)) throw soldOut();
        throw fewerLeft(left);
      }
      throw error;
    }
  });
}

export const swapRoutes =
  (deps: { sql: Sql }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, tokenSwap, async (request) => swapTokens(deps.sql, currentAuth(request).userId, request.body));
  };
