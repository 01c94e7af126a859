import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddWithdrawAddressRequest, WithdrawRequest } from '@pinacoteca/contracts/tokens/withdraw';
import { api } from '../../../shared/api/client.ts';
import { useOneAtATime } from '../../../shared/api/one-at-a-time.ts';
import { markInvestingStale } from '../../../shared/api/investing.ts';

const addressesKey = ['withdraw-addresses'] as const;

/** The person's saved withdrawal addresses, each with the time it becomes usable. */
export function useWithdrawAddresses() {
  return useQuery({
    queryKey: addressesKey,
    queryFn: async ({ signal }) => {
      const { listWithdrawAddresses } = await import('@pinacoteca/contracts/tokens/withdraw');
      return api.call(listWithdrawAddresses, { signal });
    },
  });
}

export function useAddWithdrawAddress() {
  const client = useQueryClient();
  // A double click would save it and then be told it is saved already.
  return useOneAtATime(
    useMutation({
      mutationFn: async (body: AddWithdrawAddressRequest) => {
        const { addWithdrawAddress } = await import('@pinacoteca/contracts/tokens/withdraw');
        return api.call(addWithdrawAddress, { body });
      },
      onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
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
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (body: WithdrawRequest) => {
        const { withdrawTokens } = await import('@pinacoteca/contracts/tokens/withdraw');
        return api.call(withdrawTokens, { body });
      },
      onSuccess: () => markInvestingStale(client),
    }),
  );
}
