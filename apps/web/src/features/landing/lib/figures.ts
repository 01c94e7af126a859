import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import type { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import { historyChangePercent, isUnderAttribution } from '@pinacoteca/contracts/token-rules';

export interface CollectionFigures {
  indexPrice: string;
  /** Change of the INDEX price over its history (about a year), in percent; null without history. */
  indexChange: string | null;
  paintings: number;
  capitalization: string;
  /** The cheapest token on sale today: the smallest possible investment. */
  entryPrice: string | null;
}

export function collectionFigures({ indexToken, artTokens }: ListTokensResponse): CollectionFigures {
  const onSale = artTokens.filter((token) => !isUnderAttribution(token));
  const capitalization = artTokens.reduce((sum, token) => sum + parseUsd(token.capitalization), 0n);
  const cheapest = onSale.reduce<bigint | null>((min, token) => {
    const price = parseUsd(token.current_price);
    return min === null || price < min ? price : min;
  }, null);
  return {
    indexPrice: indexToken.current_price,
    indexChange: historyChangePercent(indexToken.price_history),
    paintings: artTokens.length,
    capitalization: formatCents(capitalization),
    entryPrice: cheapest === null ? null : formatCents(cheapest),
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
