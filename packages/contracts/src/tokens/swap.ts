import { z } from 'zod';
import { tokenAmountRule } from './amount.ts';
import { parseUsd } from '../money.ts';
import { idField } from '../rules.ts';
import { formatUnits, parseUnits } from '../units.ts';
import { INDEX_TOKEN_DECIMALS } from '../constants.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * Swap (SPEC §2, §4, §5): one token for another at current prices. The two amounts are linked by
 * price: the received amount is what the given one buys, in whole units of the target (whole art
 * tokens, INDEX to 6 decimals), and the person gives only what that received amount costs, so
 * what rounding leaves stays with them. The given amount is capped by what they hold, the
 * received one by what the target has available. The server and the /swap page use this one rule.
 */
export interface SwapSide {
  /** USD per whole token, as the tokens list gives it ("12.50"). */
  price: string;
  /** Base units in a whole token are 10^decimals: art tokens 0, INDEX 6. */
  decimals: number;
}

export interface SwapQuote {
  /** Base units of the given token actually taken (≤ what was typed). */
  give: bigint;
  /** Base units of the target token received. */
  receive: bigint;
  /** USD cents the given amount is worth beyond what is received, ×10^6 for precision (rounding, at most one base unit). */
  leftoverMicroCents: bigint;
}

const pow = (n: number) => 10n ** BigInt(n);
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** What `amount` base units of `from` buy of `to` (nothing when either has no price). */
export function quoteByGiven(from: SwapSide, to: SwapSide, amount: bigint, available: bigint): SwapQuote {
  const pf = parseUsd(from.price);
  const pt = parseUsd(to.price);
  if (pf === 0n || pt === 0n || amount <= 0n) return { give: 0n, receive: 0n, leftoverMicroCents: 0n };
  let receive = (amount * pf * pow(to.decimals)) / (pow(from.decimals) * pt);
  if (receive > available) receive = available;
  return settle(pf, pt, from, to, receive);
}

/** What it costs in `from` to receive `amount` base units of `to` (capped by `held`). */
export function quoteByReceived(from: SwapSide, to: SwapSide, amount: bigint, held: bigint): SwapQuote {
  const pf = parseUsd(from.price);
  const pt = parseUsd(to.price);
  if (pf === 0n || pt === 0n || amount <= 0n) return { give: 0n, receive: 0n, leftoverMicroCents: 0n };
  const give = ceilDiv(amount * pt * pow(from.decimals), pow(to.decimals) * pf);
  return give > held ? quoteByGiven(from, to, held, amount) : settle(pf, pt, from, to, amount);
}

function settle(pf: bigint, pt: bigint, from: SwapSide, to: SwapSide, receive: bigint): SwapQuote {
  if (receive <= 0n) return { give: 0n, receive: 0n, leftoverMicroCents: 0n };
  const give = ceilDiv(receive * pt * pow(from.decimals), pow(to.decimals) * pf);
  // Value in cents ×10^6: give·pf/10^df − receive·pt/10^dt, on a common denominator.
  const scale = 1_000_000n;
  const leftoverMicroCents = (give * pf * scale) / pow(from.decimals) - (receive * pt * scale) / pow(to.decimals);
  return { give, receive, leftoverMicroCents };
}

/** SPEC §9: the smallest swap is one token, given and received. */
export const MIN_SWAP_TOKENS = 1n;

/**
 * SPEC §5: both amounts of a swap are at least one token, what it takes as well as what it gives
 * (a typed "1" INDEX that buys one art token for 0.53 INDEX takes less than one). Answers the
 * message key of the first amount short of it, or null; the server refuses with it and the /swap
 * page shows it before anything is sent. Too little given names what would be given
 * (`swap_gives_too_little:0.528221:INDEX`): the person typed more, and the quote took only that.
 * With what the person holds (`held`), one that no larger swap could mend either is said so
 * (`swap_held_too_little`).
 */
export function swapQuoteProblem(
  quote: SwapQuote,
  from: SwapSide & { symbol: string },
  to: SwapSide,
  held?: bigint,
): 'swap_too_small' | `swap_gives_too_little:${string}` | `swap_held_too_little:${string}` | null {
  if (quote.receive < MIN_SWAP_TOKENS * pow(to.decimals)) return 'swap_too_small';
  if (quote.give >= MIN_SWAP_TOKENS * pow(from.decimals)) return null;
  // "Receive more" is advice only when receiving more is possible: when the fewest tokens that
  // take one token cost more than is held, the swap cannot be made with what is held, said with
  // the figures (an outside tester held 1.494375 INDEX; one token cost 0.831459, two 1.662917).
  const least = held === undefined ? null : leastSwap(from, to);
  if (held !== undefined && least !== null && least.give > held) {
    const figures = [
      formatUnits(quote.receive, to.decimals),
      from.symbol,
      formatUnits(quote.give, from.decimals),
      formatUnits(least.receive, to.decimals),
      formatUnits(least.give, from.decimals),
      formatUnits(held, from.decimals),
    ];
    return `swap_held_too_little:${figures.join(':')}`;
  }
  return `swap_gives_too_little:${formatUnits(quote.give, from.decimals)}:${from.symbol}`;
}

/** More than anyone holds: what a received amount costs, whatever the person has. */
const UNCAPPED = 10n ** 40n;

/**
 * The fewest base units of `to` whose cost in `from` is at least the smallest swap (one token
 * given), with that cost; null when either has no price. Received tokens are whole, so a cheap
 * target's one token can take less than one of `from`: this is what "receive more" comes to.
 */
export function leastSwap(from: SwapSide, to: SwapSide): SwapQuote | null {
  const pf = parseUsd(from.price);
  const pt = parseUsd(to.price);
  if (pf === 0n || pt === 0n) return null;
  const minGive = MIN_SWAP_TOKENS * pow(from.decimals);
  // The cost, ⌈r·pt·10^df / (10^dt·pf)⌉, reaches minGive once r·pt·10^df > (minGive − 1)·10^dt·pf.
  const fewest = ((minGive - 1n) * pow(to.decimals) * pf) / (pt * pow(from.decimals)) + 1n;
  const minReceive = MIN_SWAP_TOKENS * pow(to.decimals);
  return quoteByReceived(from, to, fewest > minReceive ? fewest : minReceive, UNCAPPED);
}

/**
 * Nothing can be received of a target with less than the smallest swap (one token) available: it
 * is sold out (`swap_target_sold_out`), whatever is given for it.
 */
export function swapTargetSoldOut(to: SwapSide, available: bigint): boolean {
  return available < MIN_SWAP_TOKENS * pow(to.decimals);
}

/**
 * The price guard: whether `receive` base units of the target are fewer than `minReceived`, the
 * tokens the person saw and confirmed ("4", "2.5"): prices or what is available moved meanwhile
 * (`swap_price_moved`). Compared exactly, at the six places an amount may be written with.
 */
export function receivesLessThan(receive: bigint, to: SwapSide, minReceived: string): boolean {
  const wire = Math.max(INDEX_TOKEN_DECIMALS, to.decimals);
  return receive * pow(wire - to.decimals) < parseUnits(minReceived.trim(), wire);
}

/** POST /api/tokens/swap */
export const SwapRequest = z
  .object({
    token_id: idField(),
    to_token_id: idField(),
    /** What is given, in tokens: whole for art tokens (a fraction is `swap_whole`), up to 6 decimals for INDEX. */
    amount: tokenAmountRule,
    /**
     * The least the person accepts to receive, in tokens of the target: what the page showed when
     * they confirmed. When the swap would now deliver less, it is refused (`swap_price_moved`).
     */
    min_received: z
      .preprocess((value) => (value === '' || value === null ? undefined : value), tokenAmountRule.optional())
      .meta({ description: 'Tokens of the target at least; refused with 400 when the swap now gives less' }),
  })
  .meta({ id: 'SwapRequest' });
export type SwapRequest = z.infer<typeof SwapRequest>;

export const SwapResponse = z
  .object({
    transaction_id: Uuid,
    token_id: Uuid,
    to_token_id: Uuid,
    /** Tokens given and received. */
    given: z.string(),
    received: z.string(),
  })
  .meta({ id: 'SwapResponse' });
export type SwapResponse = z.infer<typeof SwapResponse>;

export const tokenSwap = {
  method: 'POST',
  path: '/api/tokens/swap',
  access: 'signed-in',
  tags: ['account'],
  summary:
    'Swap one token for another at current prices (flag swap): whole art tokens, INDEX to 6 decimals; the given amount is capped by what is held, the received one by what is available',
  body: SwapRequest,
  responses: { 200: SwapResponse, 400: ErrorResponse },
} as const satisfies Endpoint;
