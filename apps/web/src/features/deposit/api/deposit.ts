import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletType } from '@pinacoteca/contracts/tokens/withdraw';
import { api } from '../../../shared/api/client.ts';
import { useOneAtATime } from '../../../shared/api/one-at-a-time.ts';
import { markInvestingStale } from '../../../shared/api/investing.ts';
import { testWalletQueryKey } from '../../../shared/api/test-wallet.ts';

/** The person's deposit address for a wallet type: the same every time, so kept for the visit (SPEC §7 "cached per type"). */
export function useDepositAddress(walletType: WalletType) {
  return useQuery({
    queryKey: ['deposit-address', walletType],
    queryFn: async ({ signal }) => {
      const { getDepositAddress } = await import('@pinacoteca/contracts/tokens/deposit');
      return api.call(getDepositAddress, { signal, query: { wallet_type: walletType } });
    },
    staleTime: Infinity,
  });
}

/** The test wallet sends tokens to the deposit address, as the person's wallet app would. */
export function useTestSend() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (body: { to: string; token_id: string; amount: string }) => {
        const { sendFromDevWallet } = await import('@pinacoteca/contracts/tokens/deposit');
        return api.call(sendFromDevWallet, { body });
      },
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: testWalletQueryKey });
        void markInvestingStale(client);
      },
    }),
  );
}
