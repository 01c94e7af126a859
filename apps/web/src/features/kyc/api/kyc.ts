import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycSubmitRequest } from '@pinacoteca/contracts/kyc/kyc';
import { accountQueryKey } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';

const kycKey = ['kyc'] as const;

async function getKyc(signal?: AbortSignal) {
  const { getKyc: endpoint } = await import('@pinacoteca/contracts/kyc/kyc');
  return api.call(endpoint, { signal });
}

export const kycQueryOptions = () => queryOptions({ queryKey: kycKey, queryFn: ({ signal }) => getKyc(signal) });

/** GET /api/kyc: the signed-in person's verification. */
export const useKyc = () => useQuery(kycQueryOptions());

/** POST /api/kyc: the in-house form; the account's status follows. */
export function useSubmitKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: KycSubmitRequest) => {
      const { submitKyc } = await import('@pinacoteca/contracts/kyc/kyc');
      return api.call(submitKyc, { body });
    },
    onSuccess: (data) => {
      client.setQueryData(kycKey, data);
      void client.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}

/** POST /api/kyc/start: the hosted provider's address to send the person to. */
export function useStartKyc() {
  return useMutation({
    mutationFn: async () => {
      const { startHostedKyc } = await import('@pinacoteca/contracts/kyc/kyc');
      return api.call(startHostedKyc);
    },
  });
}
