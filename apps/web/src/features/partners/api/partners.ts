import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export async function getPartners(signal?: AbortSignal) {
  const { listPartners } = await import('@pinacoteca/contracts/referral/partners');
  return api.call(listPartners, { signal });
}

export async function getBonuses(signal?: AbortSignal) {
  const { listBonuses } = await import('@pinacoteca/contracts/referral/bonuses');
  return api.call(listBonuses, { signal });
}

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: ['referral', 'partners'], queryFn: ({ signal }) => getPartners(signal) });

export const bonusesQueryOptions = () =>
  queryOptions({ queryKey: ['referral', 'bonuses'], queryFn: ({ signal }) => getBonuses(signal) });

/** GET /api/referral/partners: levels 1 and 2 of the signed-in person's referral chain. */
export const usePartners = () => useQuery(partnersQueryOptions());

/** GET /api/referral/bonuses: the INDEX received as referral bonuses. */
export const useBonuses = () => useQuery(bonusesQueryOptions());
