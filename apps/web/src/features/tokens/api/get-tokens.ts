import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

export function getTokens(signal?: AbortSignal): Promise<ListTokensResponse> {
  return api.get('/api/tokens', ListTokensResponse, { signal });
}

// Token names are localised by the server, so the language is part of the key.
export const tokensQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['tokens', language],
    queryFn: ({ signal }) => getTokens(signal),
    // Switching language keeps the table on screen until the renamed one arrives.
    placeholderData: keepPreviousData,
  });

export function useTokens() {
  return useQuery(tokensQueryOptions(useLanguage()));
}
