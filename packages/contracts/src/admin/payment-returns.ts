import { z } from 'zod';
import { requiredText } from '../rules.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { PaymentCurrency } from '../orders/order.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * Payments to return (GET /api/admin/payment-returns): money that reached the platform for an
 * order but is its payer's, listed until an operator has sent it back and said so. Before this
 * queue it was only marked on its order, so an operator had to open each order to find it.
 * - `second_payment`: another payment had paid the order already (outcome `already_paid`): all of it goes back;
 * - `short_payment`: less than the charge arrived and did not pay the order (`underpaid`): all of it goes back;
 * - `excess`: it paid the order with more than the charge asked (`paid`): what it sent beyond goes back.
 * A payment that came too late for the order's tokens (`late_refund_pending`) is not here: its
 * order waits for a refund in the refunds' own flow, with maker-checker.
 */
export const PAYMENT_RETURN_KINDS = ['second_payment', 'short_payment', 'excess'] as const;
export const PaymentReturnKind = z.enum(PAYMENT_RETURN_KINDS);
export type PaymentReturnKind = z.infer<typeof PaymentReturnKind>;

export const PAYMENT_RETURN_STATUSES = ['open', 'returned'] as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];

export const PaymentReturnsQuery = z.object({
  /** `open`: still to be sent back; `returned`: marked as sent back. */
  status: z.enum(PAYMENT_RETURN_STATUSES, { error: 'invalid_format' }).default('open'),
});

const at = z.iso.datetime({ offset: true });

export const PaymentReturn = z.object({
  provider: z.string(),
  /** The provider's id of the payment (a Solana transaction signature for USDC). */
  event_key: z.string(),
  order_id: Uuid,
  kind: PaymentReturnKind,
  /** What goes back, in `currency` (the charge's), a decimal string as the provider wrote it. */
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  currency: PaymentCurrency,
  /** The paying wallet or account, when the provider reported it. */
  payer: z.string().nullable(),
  received_at: at,
  returned_at: at.nullable(),
  /** The operator who marked it returned, by e-mail. */
  returned_by: z.string().nullable(),
  /** The transaction signature or the provider's refund reference the operator gave. */
  note: z.string().nullable(),
});
export type PaymentReturn = z.infer<typeof PaymentReturn>;
export const PaymentReturnsResponse = z.array(PaymentReturn);

/** POST /api/admin/payment-returns/returned: the money is back with its payer (audited). */
export const MarkPaymentReturnedRequest = z.object({
  provider: requiredText(100),
  event_key: requiredText(200),
  /** What proves it went back: the return transaction's signature or the provider's refund reference. */
  note: requiredText(200),
});
export type MarkPaymentReturnedRequest = z.infer<typeof MarkPaymentReturnedRequest>;

export const listPaymentReturns = {
  method: 'GET',
  path: '/api/admin/payment-returns',
  access: 'staff',
  tags: ['admin'],
  summary:
    'Payments to return to their payer (second payments, short payments, what a payment sent beyond its charge); open ones by default, newest first',
  query: PaymentReturnsQuery,
  responses: { 200: PaymentReturnsResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const markPaymentReturned = {
  method: 'POST',
  path: '/api/admin/payment-returns/returned',
  access: 'staff',
  tags: ['admin'],
  summary:
    'Record that a payment to return was sent back, with its transaction signature or refund reference (audited; once)',
  body: MarkPaymentReturnedRequest,
  responses: { 200: PaymentReturn, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;
