import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@pinacoteca/contracts/constants';
import { ApiError, api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** GET /api/paintings/{uuid}: the painting with its daily prices and latest investments. */
export async function getPainting(uuid: string, signal?: AbortSignal) {
  // The schema loads with the answer, not before the first paint (shared/api/catalogue.ts).
  const { getPainting } = await import('@pinacoteca/contracts/catalog/painting');
  return api.call(getPainting, { params: { uuid }, signal });
}

export const paintingQueryOptions = (uuid: string, language: Language) =>
  queryOptions({
    queryKey: ['painting', uuid, language],
    queryFn: ({ signal }) => getPainting(uuid, signal),
  });

export function usePainting(uuid: string) {
  const language = useLanguage();
  return useQuery({
    ...paintingQueryOptions(uuid, language),
    // Switching language keeps this painting on screen (and the reader where they were on it)
    // until its texts in the new language arrive; another painting never stands in for it.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === uuid ? previous : undefined),
  });
}

/** A malformed id (400) and an unknown one (404) both mean there is no such painting. */
export function isPaintingMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
