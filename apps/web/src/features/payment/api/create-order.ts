import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CreateOrderRequest } from '@pinacoteca/contracts/orders/order';
import { api } from '../../../shared/api/client.ts';
import { markInvestingStale } from '../../../shared/api/investing.ts';

/** POST /api/order answers with the order; the basket needs only its id to go on to it. */
const CreatedOrder = z.object({ id: z.uuid() });

export function createOrder(request: CreateOrderRequest) {
  return api.post('/api/order', CreatedOrder, request);
}

/** Places the order; operations, balance and tokens are marked for renewal (SPEC §4). */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => markInvestingStale(client),
  });
}
