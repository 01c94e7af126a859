import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserRole } from '@pinacoteca/contracts/admin/roles';
import type { FeatureFlagName, OrderStatus } from '@pinacoteca/contracts/enums';
import type {
  InboxDetail,
  InboxKind,
  InboxQuery,
  InboxReplyRequest,
  InboxUpdateRequest,
} from '@pinacoteca/contracts/admin/inbox';
import type { KycDecisionRequest, KycImageKind, KycStatus } from '@pinacoteca/contracts/kyc/kyc';
import type { MarkPaymentReturnedRequest, PaymentReturnStatus } from '@pinacoteca/contracts/admin/payment-returns';
import type { StaffSaleFilter } from '@pinacoteca/contracts/tokens/sell';
import type { WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import { pathOf } from '@pinacoteca/contracts/endpoint';
import { api, ApiError, type QueryValue } from '../../../shared/api/client.ts';
import { useOneAtATime } from '../../../shared/api/one-at-a-time.ts';
import { session } from '../../../shared/session/session.ts';

const contracts = () => import('@pinacoteca/contracts/admin/console');
const kycContracts = () => import('@pinacoteca/contracts/kyc/kyc');
const inboxContracts = () => import('@pinacoteca/contracts/admin/inbox');

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async ({ signal }) => api.call((await contracts()).getDashboard, { signal }),
    refetchInterval: 30_000,
  });
}

export function useKycQueue(status: Exclude<KycStatus, 'not_started'>) {
  return useQuery({
    queryKey: ['admin', 'kyc', status],
    queryFn: async ({ signal }) => api.call((await kycContracts()).listKycQueue, { signal, query: { status } }),
  });
}

export function useKycReview(id: string) {
  return useQuery({
    queryKey: ['admin', 'kyc', 'review', id],
    queryFn: async ({ signal }) => api.call((await kycContracts()).getKycReview, { params: { id }, signal }),
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
      const { getKycDocument } = await kycContracts();
      const response = await fetch(pathOf(getKycDocument, { id, kind }), {
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
  return useOneAtATime(
    useMutation({
      mutationFn: async (body: KycDecisionRequest) =>
        api.call((await kycContracts()).decideKyc, { params: { id }, body }),
      onSuccess: (review) => {
        client.setQueryData(['admin', 'kyc', 'review', id], review);
        void client.invalidateQueries({ queryKey: ['admin', 'kyc'] });
        void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      },
    }),
  );
}

export function useAdminFlags() {
  return useQuery({
    queryKey: ['admin', 'flags'],
    queryFn: async ({ signal }) => {
      const { listStaffFlags } = await import('@pinacoteca/contracts/system/feature-flags');
      return api.call(listStaffFlags, { signal });
    },
  });
}

export function useSetFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, enabled }: { name: FeatureFlagName; enabled: boolean }) => {
      return api.call((await contracts()).setFeatureFlag, { params: { name }, body: { enabled } });
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
    queryFn: async ({ signal }) => api.call((await contracts()).getAuditLog, { signal, query: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useVerifyAudit() {
  return useMutation({
    mutationFn: async () => api.call((await contracts()).verifyAudit),
  });
}

export function useUserSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: async ({ signal }) => api.call((await contracts()).findUsers, { signal, query: { q } }),
    placeholderData: keepPreviousData,
  });
}

/** What an admin or operator does to an account from the console. */
export type UserAction =
  | { kind: 'block'; id: string; reason: string }
  | { kind: 'unblock'; id: string }
  | { kind: 'role'; id: string; role: UserRole };

export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: UserAction) => {
      const c = await contracts();
      if (action.kind === 'block')
        return api.call(c.blockUser, { params: { id: action.id }, body: { reason: action.reason } });
      if (action.kind === 'unblock') return api.call(c.unblockUser, { params: { id: action.id } });
      return api.call(c.setUserRole, { params: { id: action.id }, body: { role: action.role } });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
      void client.invalidateQueries({ queryKey: ['admin', 'user'] });
    },
  });
}

export function useStaffUser(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: async ({ signal }) => api.call((await contracts()).getStaffUser, { params: { id }, signal }),
  });
}

export function useInbox(filter: InboxQuery) {
  return useQuery({
    queryKey: ['admin', 'inbox', filter],
    queryFn: async ({ signal }) => api.call((await inboxContracts()).listInbox, { signal, query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useInboxItem(kind: InboxKind, id: string) {
  return useQuery({
    queryKey: ['admin', 'inbox-item', kind, id],
    queryFn: async ({ signal }) => api.call((await inboxContracts()).getInboxItem, { params: { kind, id }, signal }),
  });
}

/** Take, hand over, change the status of, or answer an inbox item; the item and the lists reload. */
export function useInboxAction(kind: InboxKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'update'; change: InboxUpdateRequest } | { kind: 'reply'; reply: InboxReplyRequest },
    ): Promise<InboxDetail> => {
      const { changeInboxItem, replyToInboxItem } = await inboxContracts();
      return action.kind === 'update'
        ? api.call(changeInboxItem, { params: { kind, id }, body: action.change })
        : api.call(replyToInboxItem, { params: { kind, id }, body: action.reply });
    },
    onSuccess: (detail) => {
      client.setQueryData(['admin', 'inbox-item', kind, id], detail);
      void client.invalidateQueries({ queryKey: ['admin', 'inbox'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
    // Someone else took or released it meanwhile: the item is read again, so the panel shows who
    // has it now beside the refusal.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: ['admin', 'inbox-item', kind, id] });
      }
    },
  });
}

export function useStaffOrders(q: string, status?: OrderStatus) {
  return useQuery({
    queryKey: ['admin', 'orders', q, status ?? null],
    queryFn: async ({ signal }) =>
      api.call((await contracts()).searchStaffOrders, { signal, query: { q, ...(status && { status }) } }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: async ({ signal }) => api.call((await contracts()).getStaffOrder, { params: { id }, signal }),
  });
}

export function useRefundQueue() {
  return useQuery({
    queryKey: ['admin', 'refunds', 'awaiting'],
    queryFn: async ({ signal }) =>
      api.call((await contracts()).listRefundRequests, { signal, query: { status: 'awaiting_approval' } }),
  });
}

/** Ask for or decide a refund (completing one is orders/refund-api.ts); the order and the queues reload. */
export function useRefundAction() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (
        action:
          | { kind: 'request'; orderId: string; reason: string }
          | { kind: 'decide'; requestId: string; approve: boolean },
      ) => {
        const c = await contracts();
        if (action.kind === 'request')
          return api.call(c.requestRefund, { params: { id: action.orderId }, body: { reason: action.reason } });
        return api.call(c.decideRefund, {
          params: { id: action.requestId },
          body: {
            approve: action.approve,
          },
        });
      },
      onSettled: () => {
        void client.invalidateQueries({ queryKey: ['admin', 'order'] });
        void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
        void client.invalidateQueries({ queryKey: ['admin', 'refunds'] });
        void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      },
    }),
  );
}

const paymentReturnContracts = () => import('@pinacoteca/contracts/admin/payment-returns');

/** Payments to send back to their payer (`open`), or those marked sent back (`returned`). */
export function usePaymentReturns(status: PaymentReturnStatus) {
  return useQuery({
    queryKey: ['admin', 'payment-returns', status],
    queryFn: async ({ signal }) =>
      api.call((await paymentReturnContracts()).listPaymentReturns, { signal, query: { status } }),
    placeholderData: keepPreviousData,
  });
}

/** Records that a payment went back to its payer; the queue, its order and the dashboard's count reload. */
export function useMarkPaymentReturned() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (body: MarkPaymentReturnedRequest) =>
        api.call((await paymentReturnContracts()).markPaymentReturned, { body }),
      onSettled: () => {
        void client.invalidateQueries({ queryKey: ['admin', 'payment-returns'] });
        void client.invalidateQueries({ queryKey: ['admin', 'order'] });
        void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      },
    }),
  );
}

const withdrawContracts = () => import('@pinacoteca/contracts/tokens/withdraw');

export function useStaffWithdrawals(status: WithdrawalStatus | 'all') {
  return useQuery({
    queryKey: ['admin', 'withdrawals', status],
    queryFn: async ({ signal }) =>
      api.call((await withdrawContracts()).listStaffWithdrawals, {
        signal,
        query: { status: status === 'all' ? undefined : status },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Let a withdrawal above the threshold go, or refuse it with a reason; the lists reload. */
export function useWithdrawalDecision() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (action: { id: string; approve: true } | { id: string; approve: false; reason: string }) => {
        const { approveWithdrawal, rejectWithdrawal } = await withdrawContracts();
        return action.approve
          ? api.call(approveWithdrawal, { params: { id: action.id } })
          : api.call(rejectWithdrawal, { params: { id: action.id }, body: { reason: action.reason } });
      },
      onSettled: () => {
        void client.invalidateQueries({ queryKey: ['admin', 'withdrawals'] });
        void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      },
    }),
  );
}

const sellContracts = () => import('@pinacoteca/contracts/tokens/sell');

/**
 * Sales back to the platform of a status (or all of them), or, `unpaid`, those an operator may
 * have to act on (the server's answer without a status); with the USDC the platform holds.
 */
export function useStaffSales(status: StaffSaleFilter | 'unpaid') {
  return useQuery({
    queryKey: ['admin', 'sales', status],
    queryFn: async ({ signal }) =>
      api.call((await sellContracts()).listStaffSales, {
        signal,
        query: { status: status === 'unpaid' ? undefined : status },
      }),
    placeholderData: keepPreviousData,
    // A payout being sent changes the USDC held, which the operator reads to decide on the next
    // one, a moment after the answer that started it (an approval, "Pay now", a top-up the minute
    // job then pays from): while any is on its way the list, and the balance with it, is read
    // again every few seconds (outside testers read an old balance after approving, then after
    // "Pay now"); while payouts wait for USDC, now and then.
    refetchInterval: (query) => {
      const sales = query.state.data?.sales ?? [];
      if (sales.some((sale) => sale.status === 'processing')) return PAYOUT_SENDING_POLL_MS;
      return sales.some((sale) => sale.status === 'awaiting_funds') ? PAYOUT_WAITING_POLL_MS : false;
    },
  });
}

const PAYOUT_SENDING_POLL_MS = 3_000;
const PAYOUT_WAITING_POLL_MS = 30_000;

/** An operator's decision on a sale above the approval threshold (never their own: the server refuses it). */
export function useSaleDecision() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (action: { id: string; approve: true } | { id: string; approve: false; reason: string }) => {
        const { approveSale, rejectSale } = await sellContracts();
        return action.approve
          ? api.call(approveSale, { params: { id: action.id } })
          : api.call(rejectSale, { params: { id: action.id }, body: { reason: action.reason } });
      },
      onSettled: () => {
        void client.invalidateQueries({ queryKey: ['admin', 'sales'] });
        void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      },
    }),
  );
}

export function useRetryPayout() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (id: string) => api.call((await sellContracts()).retrySale, { params: { id } }),
      onSettled: () => void client.invalidateQueries({ queryKey: ['admin', 'sales'] }),
    }),
  );
}

/**
 * Outside production, on the embedded chain: test USDC into the platform's wallet, so waiting
 * payouts can be paid on `npm start`. The sales list (with the balance) reloads.
 */
export function useTopUpTestUsdc() {
  const client = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async (amount: number) =>
        api.call((await import('@pinacoteca/contracts/dev/chain-wallet')).topUpTestUsdc, { body: { amount } }),
      onSettled: () => void client.invalidateQueries({ queryKey: ['admin', 'sales'] }),
    }),
  );
}

/** Tokens of other mints sent to deposit addresses (recorded, never credited). */
export function useIgnoredDeposits() {
  return useQuery({
    queryKey: ['admin', 'deposits', 'ignored'],
    queryFn: async ({ signal }) =>
      api.call((await import('@pinacoteca/contracts/tokens/deposit')).listIgnoredDeposits, { signal }),
  });
}
