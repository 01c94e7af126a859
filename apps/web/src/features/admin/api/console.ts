import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import type {
  InboxDetail,
  InboxKind,
  InboxQuery,
  InboxReplyRequest,
  InboxUpdateRequest,
} from '@pinacoteca/contracts/admin/inbox';
import type { KycDecisionRequest, KycImageKind, KycStatus } from '@pinacoteca/contracts/kyc/kyc';
import type { WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import { api, type QueryValue } from '../../../shared/api/client.ts';
import { session } from '../../../shared/session/session.ts';

const contracts = () => import('@pinacoteca/contracts/admin/console');
const kycContracts = () => import('@pinacoteca/contracts/kyc/kyc');
const inboxContracts = () => import('@pinacoteca/contracts/admin/inbox');

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) => api.get('/api/admin/dashboard', (await contracts()).DashboardResponse, { signal }),
    refetchInterval: 30_000,
  });
}

export function useKycQueue(status: Exclude<KycStatus, 'not_started'>) {
  return useQuery({
    queryKey: ['admin', 'kyc', status],
    queryFn: async ({ signal }) =>
      api.get('/api/admin/kyc', (await kycContracts()).KycQueueResponse, { signal, query: { status } }),
  });
}

export function useKycReview(id: string) {
  return useQuery({
    queryKey: ['admin', 'kyc', 'review', id],
    queryFn: async ({ signal }) => api.get(`/api/admin/kyc/${id}`, (await kycContracts()).KycReview, { signal }),
  });
}

/**
 * A document image: fetched with the operator's bearer (no URL reaches it without one) and shown
 * from memory; released when the page closes.
 */
export function useKycDocument(id: string, kind: KycImageKind) {
  return useQuery({
    queryKey: ['admin', 'kyc', 'document', id, kind],
    queryFn: async ({ signal }) => {
      const response = await fetch(`/api/admin/kyc/${id}/documents/${kind}`, {
        headers: { authorization: `Bearer ${session.bearer() ?? ''}` },
        signal,
      });
      if (!response.ok) throw new Error(`document ${kind}: ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export function useKycDecision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: KycDecisionRequest) =>
      api.post(`/api/admin/kyc/${id}/decision`, (await kycContracts()).KycReview, body),
    onSuccess: (review) => {
      client.setQueryData(['admin', 'kyc', 'review', id], review);
      void client.invalidateQueries({ queryKey: ['admin', 'kyc'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

export function useAdminFlags() {
  return useQuery({
    queryKey: ['admin', 'flags'],
    queryFn: async ({ signal }) => {
      const { FeatureFlagsResponse } = await import('@pinacoteca/contracts/system/feature-flags');
      return api.get('/api/admin/flags', FeatureFlagsResponse, { signal });
    },
  });
}

export function useSetFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, enabled }: { name: FeatureFlagName; enabled: boolean }) => {
      const { FeatureFlagsResponse } = await import('@pinacoteca/contracts/system/feature-flags');
      return api.post(`/api/admin/flags/${name}`, FeatureFlagsResponse, { enabled });
    },
    onSuccess: (flags) => {
      client.setQueryData(['admin', 'flags'], flags);
      void client.invalidateQueries({ queryKey: ['feature-flags'] });
    },
  });
}

export function useAudit(filter: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: async ({ signal }) =>
      api.get('/api/admin/audit', (await contracts()).AuditResponse, { signal, query: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useVerifyAudit() {
  return useMutation({
    mutationFn: async () => api.post('/api/admin/audit/verify', (await contracts()).AuditVerifyResponse),
  });
}

export function useUserSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: async ({ signal }) =>
      api.get('/api/admin/users', (await contracts()).UserSearchResponse, { signal, query: { q } }),
    placeholderData: keepPreviousData,
  });
}

export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, body }: { id: string; action: 'block' | 'unblock' | 'role'; body?: object }) =>
      api.post(`/api/admin/users/${id}/${action}`, (await contracts()).StaffUserView, body ?? {}),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
      void client.invalidateQueries({ queryKey: ['admin', 'user'] });
    },
  });
}

export function useStaffUser(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: async ({ signal }) => api.get(`/api/admin/users/${id}`, (await contracts()).StaffUserDetail, { signal }),
  });
}

export function useInbox(filter: InboxQuery) {
  return useQuery({
    queryKey: ['admin', 'inbox', filter],
    queryFn: async ({ signal }) =>
      api.get('/api/admin/inbox', (await inboxContracts()).InboxResponse, { signal, query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useInboxItem(kind: InboxKind, id: string) {
  return useQuery({
    queryKey: ['admin', 'inbox-item', kind, id],
    queryFn: async ({ signal }) =>
      api.get(`/api/admin/inbox/${kind}/${id}`, (await inboxContracts()).InboxDetail, { signal }),
  });
}

/** Take, hand over, change the status of, or answer an inbox item; the item and the lists reload. */
export function useInboxAction(kind: InboxKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'update'; change: InboxUpdateRequest } | { kind: 'reply'; reply: InboxReplyRequest },
    ): Promise<InboxDetail> => {
      const { InboxDetail: Detail } = await inboxContracts();
      return action.kind === 'update'
        ? api.post(`/api/admin/inbox/${kind}/${id}`, Detail, action.change)
        : api.post(`/api/admin/inbox/${kind}/${id}/reply`, Detail, action.reply);
    },
    onSuccess: (detail) => {
      client.setQueryData(['admin', 'inbox-item', kind, id], detail);
      void client.invalidateQueries({ queryKey: ['admin', 'inbox'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

export function useStaffOrders(q: string) {
  return useQuery({
    queryKey: ['admin', 'orders', q],
    queryFn: async ({ signal }) =>
      api.get('/api/admin/orders', (await contracts()).StaffOrdersResponse, { signal, query: { q } }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: async ({ signal }) => api.get(`/api/admin/orders/${id}`, (await contracts()).StaffOrderDetail, { signal }),
  });
}

export function useRefundQueue() {
  return useQuery({
    queryKey: ['admin', 'refunds', 'awaiting'],
    queryFn: async ({ signal }) =>
      api.get('/api/admin/refunds', (await contracts()).RefundRequestsResponse, {
        signal,
        query: { status: 'awaiting_approval' },
      }),
  });
}

/** Ask for, decide or complete a refund; the order and the queues reload. */
export function useRefundAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'request'; orderId: string; reason: string }
        | { kind: 'decide'; requestId: string; approve: boolean }
        | { kind: 'complete'; orderId: string },
    ) => {
      const c = await contracts();
      if (action.kind === 'request')
        return api.post(`/api/admin/orders/${action.orderId}/refund`, c.RefundRequestView, { reason: action.reason });
      if (action.kind === 'decide')
        return api.post(`/api/admin/refunds/${action.requestId}/decision`, c.RefundRequestView, {
          approve: action.approve,
        });
      return api.post(`/api/admin/orders/${action.orderId}/refund/complete`, c.StaffOrderDetail);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'order'] });
      void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void client.invalidateQueries({ queryKey: ['admin', 'refunds'] });
    },
  });
}

const withdrawContracts = () => import('@pinacoteca/contracts/tokens/withdraw');

export function useStaffWithdrawals(status: WithdrawalStatus | 'all') {
  return useQuery({
    queryKey: ['admin', 'withdrawals', status],
    queryFn: async ({ signal }) =>
      api.get('/api/admin/withdrawals', (await withdrawContracts()).StaffWithdrawalsResponse, {
        signal,
        query: { status: status === 'all' ? undefined : status },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Let a withdrawal above the threshold go, or refuse it with a reason; the lists reload. */
export function useWithdrawalDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: { id: string; approve: true } | { id: string; approve: false; reason: string }) => {
      const { Withdrawal } = await withdrawContracts();
      return action.approve
        ? api.post(`/api/admin/withdrawals/${action.id}/approve`, Withdrawal)
        : api.post(`/api/admin/withdrawals/${action.id}/reject`, Withdrawal, { reason: action.reason });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'withdrawals'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

const sellContracts = () => import('@pinacoteca/contracts/tokens/sell');

/** Sales back to the platform not paid yet, with the USDC the platform holds. */
export function useUnpaidSales() {
  return useQuery({
    queryKey: ['admin', 'sales'],
    queryFn: async ({ signal }) => api.get('/api/admin/sales', (await sellContracts()).StaffSalesResponse, { signal }),
  });
}

export function useRetryPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.post(`/api/admin/sales/${id}/retry`, (await sellContracts()).Sale),
    onSettled: () => void client.invalidateQueries({ queryKey: ['admin', 'sales'] }),
  });
}

/** Tokens of other mints sent to deposit addresses (recorded, never credited). */
export function useIgnoredDeposits() {
  return useQuery({
    queryKey: ['admin', 'deposits', 'ignored'],
    queryFn: async ({ signal }) =>
      api.get(
        '/api/admin/deposits/ignored',
        (await import('@pinacoteca/contracts/tokens/deposit')).IgnoredDepositsResponse,
        { signal },
      ),
  });
}
