import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import type { ListTokensResponse, Token } from '@pinacoteca/contracts/catalog/token';
import { priceChangePercent } from '@pinacoteca/contracts/token-rules';

/** Wire money ("1234.50") to integer cents, so sums never touch floating point. */
function toCents(amount: string): bigint {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

export interface CollectionFigures {
  indexPrice: string;
  /** Change of the INDEX price over its history (about a year), in percent; null without history. */
  indexChange: string | null;
  paintings: number;
  capitalization: string;
  /** The cheapest token on sale today: the smallest possible investment. */
  entryPrice: string | null;
}

/** The change of a token's price over its history (about a year), by the one rule of every page. */
export function priceChange(token: Token): string | null {
  const first = token.price_history.at(0);
  const last = token.price_history.at(-1);
  if (!first || !last) return null;
  return priceChangePercent(first.price, last.price);
}

export function collectionFigures({ indexToken, artTokens }: ListTokensResponse): CollectionFigures {
  const onSale = artTokens.filter((token) => toCents(token.current_price) > 0n);
  const capitalization = artTokens.reduce((sum, token) => sum + toCents(token.capitalization), 0n);
  const cheapest = onSale.reduce<bigint | null>((min, token) => {
    const price = toCents(token.current_price);
    return min === null || price < min ? price : min;
  }, null);
  return {
    indexPrice: indexToken.current_price,
    indexChange: priceChange(indexToken),
    paintings: artTokens.length,
    capitalization: fromCents(capitalization),
    entryPrice: cheapest === null ? null : fromCents(cheapest),
  };
}

/**
 * Pictures for the hero: attributed paintings in the recommended order, arranged as one tall
 * picture beside two others, so the composition holds whatever the catalogue contains.
 */
export function heroPaintings(paintings: PaintingListItem[]): PaintingListItem[] {
  const ordered = [...paintings].sort((a, b) => b.ordering - a.ordering);
  const attributed = ordered.filter((p) => !p.under_attribution);
  const pool = attributed.length >= 3 ? attributed : ordered;
  const lead = pool.find((p) => p.orientation === 'portrait') ?? pool[0];
  if (!lead) return [];
  const rest = pool.filter((p) => p.id !== lead.id);
  const others = [
    ...rest.filter((p) => p.orientation === 'landscape'),
    ...rest.filter((p) => p.orientation !== 'landscape'),
  ];
  return [lead, ...others.slice(0, 2)];
}
