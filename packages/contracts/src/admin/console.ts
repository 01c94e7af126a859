import { z } from 'zod';
import { wholeNumberRule, ReasonRequest } from '../rules.ts';
import { FEATURE_FLAGS } from '../enums.ts';
import { Order, OrderStatus } from '../orders/order.ts';
import { KycStatus } from '../kyc/kyc.ts';
import { DepositStatus } from '../tokens/deposit.ts';
import { SaleStatus } from '../tokens/sell.ts';
import { WithdrawalStatus } from '../tokens/withdraw.ts';
import { BalanceResponse } from '../account/balance.ts';
import { UserRole } from './roles.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { FeatureFlagsResponse } from '../system/feature-flags.ts';
import { MarkPaymentReturnedRequest } from './payment-returns.ts';
import { type Endpoint } from '../endpoint.ts';

/** GET /api/admin/dashboard: what needs an operator today. */
export const DashboardResponse = z.object({
  orders_today: z.number().int(),
  paid_today: z.number().int(),
  /** USD of today's paid orders, a decimal string (neither counts orders refunded or being refunded). */
  volume_today: z.string(),
  /**
   * Tokens held in the reservations of orders still waiting for payment, per token (not what a
   * sale or a withdrawal awaiting approval sets aside, nor a refund's return).
   */
  reserved: z.array(z.object({ token_id: Uuid, symbol: z.string(), quantity: z.string() })),
  kyc_pending: z.number().int(),
  painting_requests_new: z.number().int(),
  support_messages_new: z.number().int(),
  /** Tokens whose chain state and ledger disagreed at the last check (see /transparency). */
  tokens_unreconciled: z.number().int(),
  /**
   * Symbols of tokens with no mint on chain yet: on devnet an operator runs `npm run chain:issue`
   * (the console said nothing of it; an outside tester's first production day).
   */
  tokens_not_issued: z.array(z.string()),
  /** Withdrawals above the threshold waiting for an operator. */
  withdrawals_awaiting: z.number().int(),
  /** Sales back to the platform whose USDC payout waits for an operator. */
  payouts_awaiting: z.number().int(),
  /** Refunds above the threshold asked for by one operator, waiting for a second (see /admin/orders). */
  refunds_awaiting: z.number().int(),
  /** Payments an operator has to send back to their payer (see /admin/orders and admin/payment-returns). */
  payments_to_return: z.number().int(),
  /** Refunds taken (order refund_pending) whose money is still to be sent back and recorded (see /admin/orders). */
  refunds_to_complete: z.number().int(),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/** POST /api/admin/flags/{name}: switches deposit, withdraw or swap for everyone at once. */
export const FlagParams = z.object({ name: z.enum(FEATURE_FLAGS) });
export const SetFlagRequest = z.object({
  // Missing is required; anything but true or false ("yes", 1) is malformed.
  enabled: z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_format') }),
});

/**
 * Every action the audit log records (docs/decisions/0038), dotted as the log's filter takes them.
 * The server writes only these, and the console names each in both languages.
 */
export const AUDIT_ACTIONS = [
  'painting.create',
  'painting.price',
  'painting.update',
  'author.create',
  'flag.set',
  'payment.returned',
  'referral.bonus_shortfall',
  'referral.bonus_clawback',
  'referral.bonus_reverse',
  'staff.role_change',
  'user.block',
  'user.unblock',
  'user.two_factor_reset',
  'account.password_reset',
  'account.password_changed',
  'account.two_factor_enabled',
  'account.two_factor_disabled',
  'account.account_removed',
  'account.account_recovered',
  'account.google_connected',
  'account.withdraw_address_added',
  'account.withdraw_address_removed',
  'refund.request',
  'refund.take',
  'refund.approve',
  'refund.reject',
  'refund.complete',
  'treasury.return',
  'treasury.test_usdc',
  'sale.request',
  'sale.approve',
  'sale.reject',
  'sale.retry_payout',
  'sale.address_removed',
  'sale.payout_address',
  'withdraw.request',
  'withdraw.approve',
  'withdraw.reject',
  'inbox.update',
  'inbox.reply',
  'kyc.start',
  'kyc.submit',
  'kyc.approve',
  'kyc.view_document',
  'kyc.reject',
  'kyc.request_resubmission',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit: newest first, `before` the last `seq` of the previous page. */
export const AuditQuery = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(200).optional(),
  before: wholeNumberRule(1, Number.MAX_SAFE_INTEGER).optional(),
  limit: wholeNumberRule(1, 200).default(50),
});
export const AuditEntry = z.object({
  seq: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor_email: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditResponse = z.array(AuditEntry);
export const AuditVerifyResponse = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  broken_at: z.string().nullable(),
  reason: z.string().nullable(),
});

/** GET /api/admin/users?q=: by e-mail, nickname or id. */
export const UserSearchQuery = z.object({ q: z.string().trim().max(200).default('') });
export const StaffUserView = z.object({
  id: Uuid,
  email: z.string(),
  username: z.string(),
  role: UserRole,
  kyc_status: KycStatus,
  two_fa_enabled: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  blocked_at: z.iso.datetime({ offset: true }).nullable(),
  blocked_reason: z.string().nullable(),
  removed: z.boolean(),
});
export type StaffUserView = z.infer<typeof StaffUserView>;
export const UserSearchResponse = z.array(StaffUserView);
export const UserParams = z.object({ id: Uuid });
export const SetRoleRequest = z.object({ role: UserRole });

// Orders and refunds (maker-checker)
export const StaffOrderQuery = z.object({
  q: z.string().trim().max(200).default(''),
  status: OrderStatus.optional(),
});
export const StaffOrder = Order.extend({ user_id: Uuid });
export const StaffOrdersResponse = z.array(StaffOrder);
export const RefundRequestView = z.object({
  id: Uuid,
  order_id: Uuid,
  amount: z.string(),
  reason: z.string(),
  requested_by: z.string().nullable(),
  requested_at: z.iso.datetime({ offset: true }),
  status: z.enum(['awaiting_approval', 'approved', 'rejected']),
  decided_by: z.string().nullable(),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  needs_approval: z.boolean(),
});
export type RefundRequestView = z.infer<typeof RefundRequestView>;
export const RefundRequestsResponse = z.array(RefundRequestView);
export const LedgerMovement = z.object({
  kind: z.string(),
  key: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  token_id: Uuid,
  /** Base units, signed: into the account when positive. */
  amount: z.string(),
  account: z.string(),
});
/**
 * A provider's payment event on an order, as recorded: what reached the platform and what became
 * of it. `already_paid` (a second payment of a paid order), `underpaid`, `late_refund_pending` and
 * `price_risen_refund_pending` (paid once a price of the order had risen) are money an operator has
 * to return.
 */
export const PAYMENT_OUTCOMES = [
  'received',
  'paid',
  'already_paid',
  'underpaid',
  'late_refund_pending',
  'price_risen_refund_pending',
] as const;
export const StaffPaymentEvent = z.object({
  provider: z.string(),
  /** The provider's id of the payment (a Solana transaction signature for USDC). */
  event_key: z.string(),
  outcome: z.enum(PAYMENT_OUTCOMES),
  /** What arrived, in the charge's currency, when the provider said. */
  amount: z.string().nullable(),
  received_at: z.string(),
  /** The paying wallet or account, when the provider reported it: where a refund or a return is sent. */
  payer: z.string().nullable(),
  /** When an operator marked the money sent back to its payer (admin/payment-returns), and their note. */
  returned_at: z.iso.datetime({ offset: true }).nullable(),
  return_note: z.string().nullable(),
});
export type StaffPaymentEvent = z.infer<typeof StaffPaymentEvent>;

export const StaffOrderDetail = z.object({
  order: StaffOrder,
  buyer_email: z.string().nullable(),
  movements: z.array(LedgerMovement),
  /** Every payment the providers reported for the order, oldest first. */
  payments: z.array(StaffPaymentEvent),
  refunds: RefundRequestsResponse,
  /**
   * Who completed the refund (the money is back with the buyer), when, and the transaction or the
   * provider's refund reference they gave for it (null for refunds completed before it was asked);
   * null until then.
   */
  refund_completed: z
    .object({ by: z.string().nullable(), at: z.iso.datetime({ offset: true }), reference: z.string().nullable() })
    .nullable(),
  /** Refunds above this USD value need a second operator. */
  approval_above: z.string(),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;
export const OrderIdParams = z.object({ id: Uuid });
/** POST /api/admin/orders/{id}/refund/complete: what proves the money went back, as a payment to return's note. */
export const CompleteRefundRequest = z.object({ reference: MarkPaymentReturnedRequest.shape.note });
export type CompleteRefundRequest = z.infer<typeof CompleteRefundRequest>;
export const RefundDecisionRequest = z.object({ approve: z.boolean({ error: 'required' }) });
export const RefundQuery = z.object({ status: z.enum(['awaiting_approval', 'approved', 'rejected']).optional() });

/** The kinds of transfer a person's console page lists beside their purchases. */
export const STAFF_TRANSFER_KINDS = ['withdrawal', 'sale', 'deposit', 'swap'] as const;
/**
 * One of a person's transfers in and out of the platform, in the words its own console list uses
 * (a withdrawal's, a sale's or a deposit's status; a swap is done when it is listed).
 */
export const StaffTransfer = z.object({
  id: Uuid,
  kind: z.enum(STAFF_TRANSFER_KINDS),
  status: z.union([WithdrawalStatus, SaleStatus, DepositStatus]),
  symbol: z.string(),
  /** Tokens, not base units; of a swap, what the person gave. */
  amount: z.string(),
  /** USD the tokens were valued at, a decimal string; of a swap, what the person gave (as their operations say). */
  value: z.string(),
  /** A sale's USDC payout; null for the other kinds. */
  payout: z.string().nullable(),
  /** What a swap brought in; null for the other kinds. */
  received: z.object({ symbol: z.string(), amount: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** The chain transaction, once there is one (a swap stays in the ledger and has none). */
  signature: z.string().nullable(),
  explorer_url: z.string().nullable(),
});
export type StaffTransfer = z.infer<typeof StaffTransfer>;
/** How many of a person's transfers their console page lists. */
export const STAFF_TRANSFERS_SHOWN = 50;

/** GET /api/admin/users/{id}: one person as operators see them. */
export const StaffUserDetail = z.object({
  user: StaffUserView,
  /** Their latest verification attempt; open it in the KYC section by its id. */
  kyc: z
    .object({
      id: Uuid,
      status: KycStatus,
      reason: z.string().nullable(),
      submitted_at: z.iso.datetime({ offset: true }),
      decided_at: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
  holdings: BalanceResponse,
  orders: StaffOrdersResponse,
  security_log: z.array(
    z.object({
      event: z.string(),
      at: z.iso.datetime({ offset: true }),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
  /**
   * Their withdrawals, sales, deposits and swaps, newest first, at most STAFF_TRANSFERS_SHOWN of
   * `transfers_total`: what an operator deciding on a withdrawal or a sale needs beside `orders`.
   */
  transfers: z.array(StaffTransfer),
  transfers_total: z.number().int(),
  /**
   * What they withdrew and sold in the last 24 hours, valued as each was (USD, a decimal string):
   * the figures WITHDRAW_DAILY_LIMIT_USD and WITHDRAW_DAILY_COUNT_LIMIT are checked against.
   */
  outgoing_today: z.object({ value: z.string(), count: z.number().int() }),
});
export type StaffUserDetail = z.infer<typeof StaffUserDetail>;

export const searchStaffOrders = {
  method: 'GET',
  path: '/api/admin/orders',
  access: 'staff',
  tags: ['admin'],
  summary: 'Find orders by id, buyer e-mail or status, newest first',
  query: StaffOrderQuery,
  responses: { 200: StaffOrdersResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const getStaffOrder = {
  method: 'GET',
  path: '/api/admin/orders/:id',
  access: 'staff',
  tags: ['admin'],
  summary: 'One order with its buyer, its ledger movements and its refund requests',
  params: OrderIdParams,
  responses: { 200: StaffOrderDetail, 404: ErrorResponse },
} as const satisfies Endpoint;

export const requestRefund = {
  method: 'POST',
  path: '/api/admin/orders/:id/refund',
  access: 'staff',
  tags: ['admin'],
  summary:
    'Refund a paid order with a reason: taken at once up to REFUND_APPROVAL_ABOVE_USD, above it waiting for a second operator',
  params: OrderIdParams,
  body: ReasonRequest,
  responses: { 200: RefundRequestView, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const completeRefund = {
  method: 'POST',
  path: '/api/admin/orders/:id/refund/complete',
  access: 'staff',
  tags: ['admin'],
  summary:
    'The money is back with the buyer: the order is refunded and its tokens return to the treasury; the transaction or refund reference is kept in the audit trail',
  params: OrderIdParams,
  body: CompleteRefundRequest,
  responses: { 200: StaffOrderDetail, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const listRefundRequests = {
  method: 'GET',
  path: '/api/admin/refunds',
  access: 'staff',
  tags: ['admin'],
  summary: 'Refund requests, newest first; `awaiting_approval` is the checkers’ queue',
  query: RefundQuery,
  responses: { 200: RefundRequestsResponse },
} as const satisfies Endpoint;

export const decideRefund = {
  method: 'POST',
  path: '/api/admin/refunds/:id/decision',
  access: 'staff',
  tags: ['admin'],
  summary: 'Approve (the refund is taken) or reject a refund another operator asked for',
  params: OrderIdParams,
  body: RefundDecisionRequest,
  responses: { 200: RefundRequestView, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const getDashboard = {
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'staff',
  tags: ['admin'],
  summary: "Today's orders and volume, reserved tokens, the KYC queue and new requests",
  responses: { 200: DashboardResponse },
} as const satisfies Endpoint;

export const setFeatureFlag = {
  method: 'POST',
  path: '/api/admin/flags/:name',
  access: 'staff',
  tags: ['admin'],
  summary: 'Switch deposit, withdraw or swap on or off for everyone at once (audited)',
  params: FlagParams,
  body: SetFlagRequest,
  responses: { 200: FeatureFlagsResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const getAuditLog = {
  method: 'GET',
  path: '/api/admin/audit',
  access: 'staff',
  tags: ['admin'],
  summary: 'The audit trail, newest first; filter by actor, action (prefix) or subject',
  query: AuditQuery,
  responses: { 200: AuditResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const verifyAudit = {
  method: 'POST',
  path: '/api/admin/audit/verify',
  access: 'admin',
  tags: ['admin'],
  summary: "Recompute the audit trail's hash chain from its first row (admins)",
  responses: { 200: AuditVerifyResponse },
} as const satisfies Endpoint;

export const findUsers = {
  method: 'GET',
  path: '/api/admin/users',
  access: 'staff',
  tags: ['admin'],
  summary: 'Find people by e-mail, nickname or id',
  query: UserSearchQuery,
  responses: { 200: UserSearchResponse },
} as const satisfies Endpoint;

export const getStaffUser = {
  method: 'GET',
  path: '/api/admin/users/:id',
  access: 'staff',
  tags: ['admin'],
  summary:
    'One person: account, verification, holdings, orders, transfers, the last 24 hours taken out and security log',
  params: UserParams,
  responses: { 200: StaffUserDetail, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const setUserRole = {
  method: 'POST',
  path: '/api/admin/users/:id/role',
  access: 'admin',
  tags: ['admin'],
  summary: 'Make someone an investor, operator or admin (admins; audited)',
  params: UserParams,
  body: SetRoleRequest,
  responses: { 200: StaffUserView, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const blockUser = {
  method: 'POST',
  path: '/api/admin/users/:id/block',
  access: 'staff',
  tags: ['admin'],
  summary:
    'Block an account with a reason: its sessions end and it cannot sign in (audited); one blocked already is refused (409)',
  params: UserParams,
  body: ReasonRequest,
  responses: { 200: StaffUserView, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const unblockUser = {
  method: 'POST',
  path: '/api/admin/users/:id/unblock',
  access: 'staff',
  tags: ['admin'],
  summary: 'Unblock an account (audited); one not blocked is refused (409)',
  params: UserParams,
  responses: { 200: StaffUserView, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const resetUserTwoFactor = {
  method: 'POST',
  path: '/api/admin/users/:id/two-factor/reset',
  access: 'admin',
  tags: ['admin'],
  summary:
    'Turn off the two-factor of someone who lost their authenticator, with a reason: its secret is forgotten, their sessions end and they are told by e-mail (admins; audited); one with two-factor off already is refused (409)',
  params: UserParams,
  body: ReasonRequest,
  responses: { 200: StaffUserView, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;
