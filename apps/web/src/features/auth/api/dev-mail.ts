import { queryOptions, useQuery } from '@tanstack/react-query';
import { DevMailResponse } from '@pinacoteca/contracts/dev/mail';
import { api } from '../../../shared/api/client.ts';

export const devMailQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mail'],
    queryFn: ({ signal }) => api.get('/api/dev/mail', DevMailResponse, { signal }),
    staleTime: 0,
  });

/** The dev mailbox; the server has no such call in production (404). */
export function useDevMail() {
  return useQuery(devMailQueryOptions());
}
