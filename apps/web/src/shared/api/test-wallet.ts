import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from './client.ts';
import { useDevRoutes } from './system-status.ts';

export const testWalletQueryKey = ['dev-chain-wallet'] as const;

/**
 * The embedded chain's test wallet, which stands in for the person's own wallet app outside
 * production (withdraw to it, deposit and get paid from it); null in production (no dev routes)
 * or on devnet.
 */
export function useTestWallet() {
  const devRoutes = useDevRoutes();
  return useQuery({
    queryKey: testWalletQueryKey,
    queryFn: async ({ signal }) => {
      const { getDevWallet } = await import('@pinacoteca/contracts/dev/chain-wallet');
      return api.call(getDevWallet, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      });
    },
    // Asked only where the server has it: in production the call is not made at all.
    enabled: devRoutes,
    retry: false,
    staleTime: 10_000,
  });
}
