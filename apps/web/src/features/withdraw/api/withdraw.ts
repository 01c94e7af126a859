import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellRequest } from '@pinacoteca/contracts/tokens/sell';
import type { AddWithdrawAddressRequest, WithdrawRequest } from '@pinacoteca/contracts/tokens/withdraw';
import { api } from '../../../shared/api/client.ts';
import { useOneAtATime } from '../../../shared/api/one-at-a-time.ts';
import { markInvestingStale } from '../../../shared/api/investing.ts';
import { savedAddressesKey } from '../../../shared/api/saved-addresses.ts';

export function useAddWithdrawAddress() {
  const client = useQueryClient();
  // A double click would save it and then be told it is saved already.
  return useOneAtATime(
    useMutation({
      mutationFn: async (body: AddWithdrawAddressRequest) => {
        const { addWithdrawAddress } = await import('@pinacoteca/contracts/tokens/withdraw');
        return api.call(addWithdrawAddress, { body });
      },
      onSuccess: () => client.invalidateQueries({ queryKey: savedAddressesKey }),
    }),
  );
}

export function useRemoveWithdrawAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { removeWithdrawAddress } = await import('@pinacoteca/contracts/tokens/withdraw');
      return api.call(removeWithdrawAddress, { params: { id } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: savedAddressesKey }),
  });
}

/** A request that takes tokens off the platform: once per press, and what the person holds reloads after it. */
function useTakeOff<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useOneAtATime(useMutation({ mutationFn: send, onSuccess: () => markInvestingStale(client) }));
}

/** POST /api/tokens/withdraw */
export const useWithdraw = () =>
  useTakeOff(async (body: WithdrawRequest) =>
    api.call((await import('@pinacoteca/contracts/tokens/withdraw')).withdrawTokens, { body }),
  );

/** POST /api/tokens/sell */
export const useSell = () =>
  useTakeOff(async (body: SellRequest) =>
    api.call((await import('@pinacoteca/contracts/tokens/sell')).sellTokens, { body }),
  );
