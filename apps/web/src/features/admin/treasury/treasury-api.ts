import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTreasuryReturn,
  listTreasuryReturns,
  type TreasuryReturnRequest,
} from '@pinacoteca/contracts/tokens/treasury-return';
import { api } from '../../../shared/api/client.ts';

// The contract is imported as it is: the section's own chunk, loaded when the section opens, holds
// it anyway (its form validates with the same schema).

/** Tokens with a surplus in the treasury and the returns sent; read again often while one is being sent. */
export function useTreasuryReturns() {
  return useQuery({
    queryKey: ['admin', 'treasury'],
    queryFn: async ({ signal }) => api.call(listTreasuryReturns, { signal }),
    refetchInterval: (query) => (query.state.data?.returns.some((r) => r.status === 'processing') ? 3_000 : 30_000),
  });
}

/** Sends a surplus back; the list reloads (what is left of the surplus, the new return). */
export function useCreateTreasuryReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TreasuryReturnRequest) => api.call(createTreasuryReturn, { body }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'treasury'] });
    },
  });
}
