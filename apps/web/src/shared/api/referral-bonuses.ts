import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

export async function getBonuses(signal?: AbortSignal) {
  const { listBonuses } = await import('@pinacoteca/contracts/referral/bonuses');
  return api.call(listBonuses, { signal });
}

export const bonusesQueryOptions = () =>
  queryOptions({ queryKey: ['referral', 'bonuses'], queryFn: ({ signal }) => getBonuses(signal) });

/**
 * GET /api/referral/bonuses: the INDEX received as referral bonuses and what of it is still held
 * (decision 0067). Shared: the partners page shows it, the wallet says what is on hold.
 */
export const useBonuses = () => useQuery(bonusesQueryOptions());
