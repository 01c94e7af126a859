import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Language } from '@pinacoteca/contracts/constants';
import { useLanguage } from '../i18n/use-language.ts';
import { api } from './client.ts';
import type { PaintingsQuery } from './catalogue.ts';

// Apart from catalogue.ts: the infinite query's code is the gallery's alone, and the landing page,
// which reads catalogue.ts, keeps it out of its first download (decision 0036).

/** One page of GET /api/paintings after `cursor` (the first without one), with the next page's cursor. */
export async function getPaintingsPage(query: PaintingsQuery, cursor: string | null, signal?: AbortSignal) {
  const { listPaintings } = await import('@pinacoteca/contracts/catalog/painting');
  return api.page(listPaintings, { query: { ...query, cursor: cursor ?? undefined }, signal });
}

export const paintingPagesQueryOptions = (language: Language, query: PaintingsQuery = {}) =>
  infiniteQueryOptions({
    queryKey: ['painting-pages', language, query],
    queryFn: ({ pageParam, signal }) => getPaintingsPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/**
 * The gallery's paintings for a filter, a page at a time (decision 0036); while a new filter
 * loads, the previous list stays on screen.
 */
export function usePaintingPages(query: PaintingsQuery = {}) {
  return useInfiniteQuery({ ...paintingPagesQueryOptions(useLanguage(), query), placeholderData: keepPreviousData });
}
