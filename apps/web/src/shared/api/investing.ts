import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { OPERATIONS_PAGE_SIZE } from '@pinacoteca/contracts/constants';
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

export async function getOrders(signal?: AbortSignal, before?: string) {
  const { listOperations } = await import('@pinacoteca/contracts/orders/order');
  return api.call(listOperations, { signal, ...(before ? { query: { before } } : {}) });
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => getOrders(signal) });

/** The person's newest operations (a page of OPERATIONS_PAGE_SIZE), newest first. */
export function useOrders() {
  const authenticated = useSession().status === 'authenticated';
  return useQuery({ ...ordersQueryOptions(), enabled: authenticated, refetchInterval: useReloadInterval() });
}

/**
 * Every operation of the person, newest first, a page of the server's at a time: `fetchNextPage`
 * asks for what came before the oldest loaded. Under the orders key, so it is renewed with them.
 */
export const operationPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ordersQueryKey, 'pages'],
    queryFn: ({ signal, pageParam }) => getOrders(signal, pageParam),
    initialPageParam: undefined as string | undefined,
    // A short page is the last; a full one may have more before its oldest.
    getNextPageParam: (last) => (last.length >= OPERATIONS_PAGE_SIZE ? last.at(-1)?.created_at : undefined),
  });

export function useOperationPages() {
  const authenticated = useSession().status === 'authenticated';
  return useInfiniteQuery({
    ...operationPagesQueryOptions(),
    enabled: authenticated,
    refetchInterval: useReloadInterval(),
  });
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
