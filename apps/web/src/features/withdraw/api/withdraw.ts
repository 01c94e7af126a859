import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddWithdrawAddressRequest, WithdrawRequest } from '@pinacoteca/contracts/tokens/withdraw';
import { api } from '../../../shared/api/client.ts';
import { markInvestingStale } from '../../../shared/api/investing.ts';

const addressesKey = ['withdraw-addresses'] as const;

/** The person's saved withdrawal addresses, each with the time it becomes usable. */
export function useWithdrawAddresses() {
  return useQuery({
    queryKey: addressesKey,
    queryFn: async ({ signal }) => {
      const { WithdrawAddressList } = await import('@pinacoteca/contracts/tokens/withdraw');
      return api.get('/api/tokens/withdraw-addresses', WithdrawAddressList, { signal });
    },
  });
}

export function useAddWithdrawAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddWithdrawAddressRequest) => {
      const { WithdrawAddress } = await import('@pinacoteca/contracts/tokens/withdraw');
      return api.post('/api/tokens/withdraw-addresses', WithdrawAddress, body);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useRemoveWithdrawAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { RemoveWithdrawAddressResponse } = await import('@pinacoteca/contracts/tokens/withdraw');
      return api.delete(`/api/tokens/withdraw-addresses/${id}`, RemoveWithdrawAddressResponse);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: WithdrawRequest) => {
      const { Withdrawal } = await import('@pinacoteca/contracts/tokens/withdraw');
      return api.post('/api/tokens/withdraw', Withdrawal, body);
    },
    onSuccess: () => markInvestingStale(client),
  });
}
