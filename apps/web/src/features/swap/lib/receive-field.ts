import type { Language } from '@pinacoteca/contracts/constants';
import type { SwapQuote } from '@pinacoteca/contracts/tokens/swap';
import { formatUnits, parseUnits, pointDecimal } from '@pinacoteca/contracts/units';
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
 * Whether the received field already says what the swap delivers: nothing is being typed there,
 * or what is typed is exactly that. Until then the summary shows no quote, so the two never differ.
 */
export function receiveSettled(draft: string | null, quote: SwapQuote | null, decimals: number): boolean {
  if (draft === null) return true;
  if (!quote) return false;
  try {
    return parseUnits(pointDecimal(draft), decimals) === quote.receive;
  } catch {
    return false;
  }
}
