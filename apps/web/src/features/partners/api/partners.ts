import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export async function getPartners(signal?: AbortSignal) {
  const { listPartners } = await import('@pinacoteca/contracts/referral/partners');
  return api.call(listPartners, { signal });
}

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: ['referral', 'partners'], queryFn: ({ signal }) => getPartners(signal) });

/** GET /api/referral/partners: levels 1 and 2 of the signed-in person's referral chain. */
export const usePartners = () => useQuery(partnersQueryOptions());
