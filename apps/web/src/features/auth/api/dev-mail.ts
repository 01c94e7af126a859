import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { listDevMail } from '@pinacoteca/contracts/dev/mail';

export const devMailQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mail'],
    queryFn: ({ signal }) => api.call(listDevMail, { signal }),
    staleTime: 0,
  });

/** The dev mailbox; the server has no such call in production (404). */
export function useDevMail() {
  return useQuery(devMailQueryOptions());
}
