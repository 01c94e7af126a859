import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest } from '@pinacoteca/contracts/orders/order';
import { api } from '../../../shared/api/client.ts';
import { markInvestingStale } from '../../../shared/api/investing.ts';
import { placeOrder } from '@pinacoteca/contracts/orders/order';

export function createOrder(request: CreateOrderRequest) {
  return api.call(placeOrder, { body: request });
}

/** Places the order; operations, balance and tokens are marked for renewal (SPEC §4). */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => markInvestingStale(client),
  });
}
