import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ListAuthorsResponse, type Author } from '@pinacoteca/contracts/catalog/author';
import { ListPaintingsResponse } from '@pinacoteca/contracts/catalog/painting';
import { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import type { Language } from '@pinacoteca/contracts/constants';
import { api, type QueryValue } from './client.ts';
import { useLanguage } from '../i18n/use-language.ts';

/*
 * The public catalogue, read by several pages (landing, gallery, tokens). One set of keys, so
 * a page reuses what another already loaded. Catalogue texts come back in the request's
 * language (`_locale`), so the language is part of every key.
 */

export type PaintingsQuery = Record<string, QueryValue>;

export function getPaintings(query: PaintingsQuery = {}, signal?: AbortSignal) {
  return api.get('/api/paintings', ListPaintingsResponse, { query, signal });
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

export function getTokens(signal?: AbortSignal) {
  return api.get('/api/tokens', ListTokensResponse, { signal });
}

export const tokensQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['tokens', language],
    queryFn: ({ signal }) => getTokens(signal),
    // Switching language keeps the figures on screen until the renamed ones arrive.
    placeholderData: keepPreviousData,
  });

export function useTokens() {
  return useQuery(tokensQueryOptions(useLanguage()));
}

export function getAuthors(signal?: AbortSignal) {
  return api.get('/api/authors', ListAuthorsResponse, { signal });
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
