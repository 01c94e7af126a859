import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useOneAtATime } from '../../../shared/api/one-at-a-time.ts';

const contracts = () => import('@pinacoteca/contracts/admin/console');

/**
 * Records that a refund's money is back with its payer, with the transaction or the provider's
 * refund reference that shows it; the order, the queues and the dashboard reload, as after the
 * console's other refund actions.
 */
export function useCompleteRefund() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async ({ orderId, reference }: { orderId: string; reference: string }) =>
        api.call((await contracts()).completeRefund, { params: { id: orderId }, body: { reference } }),
      onSuccess: (detail, { orderId }) => client.setQueryData(['admin', 'order', orderId], detail),
      onSettled: () => {
        void client.invalidateQueries({ queryKey: ['admin', 'order'] });
        void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
        void client.invalidateQueries({ queryKey: ['admin', 'refunds'] });
        void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      },
    }),
  );
}
