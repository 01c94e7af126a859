import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session.ts';
import { api } from './client.ts';
import { useReloadInterval } from './reload.ts';

/*
 * The signed-in person's orders and balance: read by the wallet, the operations pages and the
 * basket, renewed after every action that changes them and periodically while signed in (SPEC §4).
 * Schemas load with the answers, not with the first page.
 */

export const ordersQueryKey = ['orders'] as const;
export const balanceQueryKey = ['balance'] as const;

export async function getOrders(signal?: AbortSignal) {
  const { listOperations } = await import('@pinacoteca/contracts/orders/order');
  return api.call(listOperations, { signal });
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => getOrders(signal) });

/** Every operation of the person, newest first. */
export function useOrders() {
  const authenticated = useSession().status === 'authenticated';
  return useQuery({ ...ordersQueryOptions(), enabled: authenticated, refetchInterval: useReloadInterval() });
}

export async function getBalance(signal?: AbortSignal) {
  const { getBalance: endpoint } = await import('@pinacoteca/contracts/account/balance');
  return api.call(endpoint, { signal });
}

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: balanceQueryKey, queryFn: ({ signal }) => getBalance(signal) });

/** What the person holds and its value at current prices. */
export function useBalance() {
  const authenticated = useSession().status === 'authenticated';
  return useQuery({ ...balanceQueryOptions(), enabled: authenticated, refetchInterval: useReloadInterval() });
}

/**
 * Marks operations, balance and tokens for renewal (SPEC §4 "reload when flagged"): after an
 * order is placed, cancelled or paid, each list refetches now if shown, otherwise when next shown.
 */
export function markInvestingStale(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ordersQueryKey }),
    client.invalidateQueries({ queryKey: balanceQueryKey }),
    client.invalidateQueries({ queryKey: ['tokens'] }),
  ]).then(() => undefined);
}
