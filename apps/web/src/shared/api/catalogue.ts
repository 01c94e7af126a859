import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Author } from '@pinacoteca/contracts/catalog/author';
import type { Language } from '@pinacoteca/contracts/constants';
import { api, type QueryValue } from './client.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useReloadInterval } from './reload.ts';

/*
 * Endpoint contracts (with their answers' schemas) are imported when a query runs, so the schema library downloads in
 * parallel with the first answer instead of before the first paint (ARCHITECTURE §5 budget).
 *
 * The public catalogue, read by several pages (landing, gallery, tokens). One set of keys, so
 * a page reuses what another already loaded. Catalogue texts come back in the request's
 * language (`_locale`), so the language is part of every key.
 */

export type PaintingsQuery = Record<string, QueryValue>;

export async function getPaintings(query: PaintingsQuery = {}, signal?: AbortSignal) {
  const { listPaintings } = await import('@pinacoteca/contracts/catalog/painting');
  return api.call(listPaintings, { query, signal });
}

export const paintingsQueryOptions = (language: Language, query: PaintingsQuery = {}) =>
  queryOptions({
    queryKey: ['paintings', language, query],
    queryFn: ({ signal }) => getPaintings(query, signal),
  });

/** Paintings for a filter; while a new filter loads, the previous list stays on screen. */
export function usePaintings(query: PaintingsQuery = {}) {
  return useQuery({ ...paintingsQueryOptions(useLanguage(), query), placeholderData: keepPreviousData });
}

export async function getTokens(signal?: AbortSignal) {
  const { listTokens } = await import('@pinacoteca/contracts/catalog/token');
  return api.call(listTokens, { signal });
}

export const tokensQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['tokens', language],
    queryFn: ({ signal }) => getTokens(signal),
    // Switching language keeps the figures on screen until the renamed ones arrive.
    placeholderData: keepPreviousData,
  });

/** The token set; renewed periodically while signed in, as prices and availability move (SPEC §4). */
export function useTokens() {
  return useQuery({ ...tokensQueryOptions(useLanguage()), refetchInterval: useReloadInterval() });
}

export async function getAuthors(signal?: AbortSignal) {
  const { listAuthors } = await import('@pinacoteca/contracts/catalog/author');
  return api.call(listAuthors, { signal });
}

export const authorsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['authors', language],
    queryFn: ({ signal }) => getAuthors(signal),
  });

export function useAuthors() {
  return useQuery(authorsQueryOptions(useLanguage()));
}

/** Authors by id; empty until loaded, so a painting shows without its author rather than waiting. */
export function useAuthorsById(): Map<string, Author> {
  const { data } = useAuthors();
  return useMemo(() => new Map((data ?? []).map((author) => [author.id, author])), [data]);
}
