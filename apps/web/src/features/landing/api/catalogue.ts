import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@pinacoteca/contracts/constants';
import { ListAuthorsResponse } from '@pinacoteca/contracts/catalog/author';
import { ListPaintingsResponse } from '@pinacoteca/contracts/catalog/painting';
import { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/*
 * The landing page reads the public catalogue to show real pictures and live figures.
 * Catalogue texts come back in the request's language (`_locale`), so the language is part
 * of every key: switching languages must not show a cached answer in the other one.
 */

export function getPaintings(signal?: AbortSignal) {
  return api.get('/api/paintings', ListPaintingsResponse, { signal });
}

export const paintingsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['landing', 'paintings', language],
    queryFn: ({ signal }) => getPaintings(signal),
  });

export function usePaintings() {
  return useQuery(paintingsQueryOptions(useLanguage()));
}

export function getTokens(signal?: AbortSignal) {
  return api.get('/api/tokens', ListTokensResponse, { signal });
}

export const tokensQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['landing', 'tokens', language],
    queryFn: ({ signal }) => getTokens(signal),
  });

export function useTokens() {
  return useQuery(tokensQueryOptions(useLanguage()));
}

export function getAuthors(signal?: AbortSignal) {
  return api.get('/api/authors', ListAuthorsResponse, { signal });
}

export const authorsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['landing', 'authors', language],
    queryFn: ({ signal }) => getAuthors(signal),
  });

export function useAuthors() {
  return useQuery(authorsQueryOptions(useLanguage()));
}
