import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** How long the chain's reach is taken as known before it is asked again (the server looks once a minute). */
const STATUS_STALE_MS = 30_000;

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system-status'],
    queryFn: async ({ signal }) => {
      const { getSystemStatus } = await import('@pinacoteca/contracts/system/status');
      return api.call(getSystemStatus, { signal });
    },
    staleTime: STATUS_STALE_MS,
  });

/** GET /api/system/status: the dev routes and the chain's reach; undefined while loading. */
export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions()).data;
}

/**
 * Whether the server's development routes (the dev mailbox, simulated payments, the test wallet)
 * answer this browser: false while unknown, so nothing asks for them before the server says so.
 * Asking them blindly put a 404 in the console of every production page that might use them.
 */
export function useDevRoutes(): boolean {
  return useSystemStatus()?.dev_routes === true;
}

/** The currencies orders can be paid in here; undefined while unknown (every one is then offered). */
export function useAcceptedCurrencies(): readonly string[] | undefined {
  return useSystemStatus()?.currencies;
}

/** True only when the server's last look found the chain unreachable; unknown is not unreachable. */
export function useChainUnreachable(): boolean {
  return useSystemStatus()?.chain.reachable === false;
}
