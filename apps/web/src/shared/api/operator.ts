import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

export const operatorQueryOptions = () =>
  queryOptions({
    queryKey: ['operator'],
    queryFn: async ({ signal }) => {
      // The schema loads with the answer, not with the first page.
      const { getOperator } = await import('@pinacoteca/contracts/system/operator');
      return api.call(getOperator, { signal });
    },
    // Server configuration: it changes only when the server restarts with other settings.
    staleTime: Infinity,
  });

/** The legal entity running the platform (footer, terms); undefined while loading or unavailable. */
export function useOperator() {
  return useQuery(operatorQueryOptions()).data;
}
