import { useMutation } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * POST /api/paintings/{id}/subscribe: one e-mail when the painting's tokens can be bought, the
 * first time after its attribution or again after selling out. The gallery and the tokens table
 * both offer it.
 */
export function useSubscribe(paintingId: string) {
  return useMutation({
    mutationFn: async () => {
      const { subscribeToPainting } = await import('@pinacoteca/contracts/paintings/subscribe');
      return api.call(subscribeToPainting, { params: { id: paintingId } });
    },
    // SPEC §8: subscribe failures are logged only.
    onError: (error) => console.error('The arrival notice could not be requested', error),
  });
}
