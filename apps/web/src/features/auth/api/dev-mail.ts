import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { listDevMail } from '@pinacoteca/contracts/dev/mail';

export const devMailQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mail'],
    queryFn: ({ signal }) => api.call(listDevMail, { signal }),
    staleTime: 0,
  });

/** The dev mailbox, asked only when the server says its dev routes answer (production has none). */
export function useDevMail(devRoutes: boolean) {
  return useQuery({ ...devMailQueryOptions(), enabled: devRoutes });
}
