import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export async function getAdminMe(signal?: AbortSignal) {
  const { getStaffMe } = await import('@pinacoteca/contracts/admin/me');
  return api.call(getStaffMe, { signal });
}

export const adminMeQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'me'], queryFn: ({ signal }) => getAdminMe(signal), retry: false });

/** GET /api/admin/me: the operator using the console; 403 for investors and operators without two-factor. */
export const useAdminMe = () => useQuery(adminMeQueryOptions());
