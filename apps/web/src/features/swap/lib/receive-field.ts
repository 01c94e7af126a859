import type { Language } from '@pinacoteca/contracts/constants';
import type { SwapQuote } from '@pinacoteca/contracts/tokens/swap';
import { formatUnits } from '@pinacoteca/contracts/units';
import { formatTypedAmount } from '../../../shared/lib/format.ts';

/**
 * What the received field of /swap shows. The request names only what is given, so what is
 * received is what the given amount buys: a typed "5" INDEX for whole art tokens takes 7 of them,
 * which buy 5.820209. The person's own text stays while they type it (`draft`); otherwise the
 * field shows what the swap delivers, `decimals` being the target's.
 */
export function receiveField(
  draft: string | null,
  quote: SwapQuote | null,
  decimals: number,
  language: Language,
): string {
  if (draft !== null) return draft;
  // Written as the page's language types amounts ("5,82" in Russian), as the person would type it.
  return quote && quote.receive > 0n ? formatTypedAmount(formatUnits(quote.receive, decimals), language) : '';
}

/**
 * What the summary says of a received amount being typed that the swap does not deliver exactly:
 * what was asked (`asked`, the typed text in base units, null when it is no amount) and what the
 * least given that buys it really delivers. A typed "1" INDEX for whole art tokens takes 2 of
 * them, which buy 1.662916: the summary shows that swap at once, and says the 1 becomes 1.662916
 * until the field itself shows it (an outside tester saw a hint there while the button was live).
 * Null when nothing is being typed, or what is typed is exactly what is delivered.
 */
export function receiveNote(asked: bigint | null, quote: SwapQuote | null): { asked: bigint; receive: bigint } | null {
  if (asked === null || asked <= 0n || !quote || quote.receive <= 0n || asked === quote.receive) return null;
  return { asked, receive: quote.receive };
}
