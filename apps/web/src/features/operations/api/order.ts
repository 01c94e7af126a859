import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SimulateChargeRequest, getOrder, cancelOrder, simulateCharge } from '@pinacoteca/contracts/orders/order';
import { ApiError, api } from '../../../shared/api/client.ts';
import { useOneAtATime } from '../../../shared/api/one-at-a-time.ts';
import { markInvestingStale, ordersQueryKey } from '../../../shared/api/investing.ts';
import { chargeDisplay, isSettled } from '@pinacoteca/contracts/orders/charge-status';
import { payWithDevWallet } from '@pinacoteca/contracts/dev/solana-pay';

/** While a payment may still arrive, the open order is asked again this often. */
export const ORDER_POLL_MS = 5000;
/** Right after a test payment, when the answer is moments away. */
export const ORDER_POLL_FAST_MS = 1500;

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, id],
    queryFn: ({ signal }) => api.call(getOrder, { params: { id }, signal }),
  });

/**
 * One order. While it is not settled (awaiting payment, processing, refund pending) it is polled
 * so a payment shows up by itself; `fast` polls quicker after a test payment was sent.
 */
export function useOrder(id: string, { fast = false }: { fast?: boolean } = {}) {
  return useQuery({
    ...orderQueryOptions(id),
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order) return false;
      // A withdrawal being sent is confirmed within moments; one waiting for an operator may take hours.
      if (order.withdrawal) {
        const { status } = order.withdrawal;
        return status === 'processing' ? ORDER_POLL_FAST_MS : status === 'awaiting_approval' ? ORDER_POLL_MS : false;
      }
      const display = chargeDisplay({ status: order.status, expiresAt: order.charge?.expires_at ?? null }, Date.now());
      if (isSettled(display)) return false;
      return fast ? ORDER_POLL_FAST_MS : ORDER_POLL_MS;
    },
  });
}

/** A missing order, or an address that cannot name one. */
export function isOrderMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useCancelOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(cancelOrder, { params: { id } }),
    onSettled: () => markInvestingStale(client),
  });
}

/** Sandbox charges outside production: pretend the payer paid, or let the charge expire. */
export function useSimulateCharge(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SimulateChargeRequest) =>
      api.call(simulateCharge, { params: { order_id: id }, body: request }),
    onSettled: () => markInvestingStale(client),
  });
}

/**
 * A sale whose payout address the person removed (`awaiting_address`): paid to another of their
 * saved addresses instead. Once per press: it schedules a payout.
 */
export function useChoosePayoutAddress(saleId: string) {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (choice: { address: string; code: string | null }) => {
        const { chooseSalePayoutAddress } = await import('@pinacoteca/contracts/tokens/sell');
        return api.call(chooseSalePayoutAddress, {
          params: { id: saleId },
          body: { payout_address: choice.address, code: choice.code },
        });
      },
      onSuccess: () => markInvestingStale(client),
    }),
  );
}

/** USDC charges outside production: the embedded chain's test wallet pays the Solana Pay request. */
export function useTestWalletPayment() {
  const client = useQueryClient();
  // A real transfer: a double click must not pay twice (a second payment is only recorded for operators to return).
  return useOneAtATime(
    useMutation({
      mutationFn: (url: string) => api.call(payWithDevWallet, { body: { url } }),
      onSettled: () => markInvestingStale(client),
    }),
  );
}
