import { useMutation } from '@tanstack/react-query';
import type { BuyWholeRequest } from '@pinacoteca/contracts/paintings/buy-whole';
import { api } from '../../../shared/api/client.ts';

/** POST /api/paintings/{saleId}/buy: the whole-painting request. */
export function useBuyWhole(saleId: string) {
  return useMutation({
    mutationFn: async (body: BuyWholeRequest) => {
      const { buyWholePainting } = await import('@pinacoteca/contracts/paintings/buy-whole');
      return api.call(buyWholePainting, { params: { saleId }, body });
    },
    // SPEC §8: buy failures are logged only.
    onError: (error) => console.error('The whole-painting request could not be sent', error),
  });
}
