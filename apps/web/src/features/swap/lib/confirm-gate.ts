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
 * Whether a confirm may swap (issue 11: what rounding leaves is shown before confirming). The
 * summary must show exactly these figures now, and must already have shown them when the gesture
 * began: a click that starts in the received field settles it on the way (the field leaves focus
 * on the press) and would otherwise swap on figures that appeared under the pointer a moment
 * before. `atGesture` is what the summary showed when the press or the Enter began, undefined when
 * the confirm came with neither (assistive technology clicks the button directly).
 */
export function mayConfirm(figures: string | null, shown: string | null, atGesture: string | null | undefined) {
  if (figures === null || shown !== figures) return false;
  return atGesture === undefined || atGesture === figures;
}
