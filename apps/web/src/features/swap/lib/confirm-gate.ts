import type { SwapQuote } from '@pinacoteca/contracts/tokens/swap';

/**
 * Everything "Before you confirm" states about a swap (both tokens and their prices, what is given
 * and received, what of the typed amount is kept, what rounding leaves), as one value two moments
 * can be compared by. A figure that differs is a different swap.
 */
export function summaryFigures(
  from: { id: string; price: string },
  to: { id: string; price: string },
  quote: SwapQuote,
  typed: bigint | null,
): string {
  return [from.id, from.price, to.id, to.price, quote.give, quote.receive, quote.leftoverMicroCents, typed].join('|');
}

/**
 * How long the confirm button waits after it turns into "Confirm swap" before it takes a press.
 * The second click of a double-click comes well within it (an outside tester's double-click went
 * through both steps at once, the rounding loss never confirmed on its own); 500 ms is the usual
 * longest double-click interval of desktop systems, short enough not to be felt by a person who
 * reads the figures first.
 */
export const CONFIRM_PAUSE_MS = 500;

/** The figures put up for confirming by a first press, and when (ms, as `Date.now()`). */
export interface Review {
  figures: string;
  since: number;
}

/**
 * What a press of the swap button (or an Enter in the form) does (issue 11: what rounding leaves
 * is confirmed before swapping):
 * - `review`: the first press, or one on figures other than those put up for confirming (typed
 *   anew, prices moved): it only settles the fields and puts these figures up, the button then
 *   saying it confirms;
 * - `wait`: a press less than CONFIRM_PAUSE_MS after that, the second click of the same
 *   double-click or a bounced key: nothing;
 * - `swap`: a later press on exactly the figures put up.
 */
export function confirmStep(figures: string, review: Review | null, now: number): 'review' | 'wait' | 'swap' {
  if (review === null || review.figures !== figures) return 'review';
  return now - review.since < CONFIRM_PAUSE_MS ? 'wait' : 'swap';
}

/** Whether these figures are the ones put up for confirming: the button says it confirms them. */
export function reviewing(figures: string | null, review: Review | null): review is Review {
  return figures !== null && review !== null && review.figures === figures;
}
