import { useMutation } from '@tanstack/react-query';
import type { BuyWholeRequest } from '@pinacoteca/contracts/paintings/buy-whole';
import { api } from '../../../shared/api/client.ts';

/** POST /api/paintings/{id}/subscribe: one e-mail when the painting's tokens are on sale again. */
export function useSubscribe(paintingId: string) {
  return useMutation({
    mutationFn: async () => {
      const { SubscribeResponse } = await import('@pinacoteca/contracts/paintings/subscribe');
      return api.post(`/api/paintings/${encodeURIComponent(paintingId)}/subscribe`, SubscribeResponse);
    },
    // SPEC §8: subscribe failures are logged only.
    onError: (error) => console.error('The arrival notice could not be requested', error),
  });
}

/** POST /api/paintings/{saleId}/buy: the whole-painting request. */
export function useBuyWhole(saleId: string) {
  return useMutation({
    mutationFn: async (body: BuyWholeRequest) => {
      const { BuyWholeResponse } = await import('@pinacoteca/contracts/paintings/buy-whole');
      return api.post(`/api/paintings/${encodeURIComponent(saleId)}/buy`, BuyWholeResponse, body);
    },
    // SPEC §8: buy failures are logged only.
    onError: (error) => console.error('The whole-painting request could not be sent', error),
  });
}
