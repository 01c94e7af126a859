import type { StaffPaymentEvent } from '@pinacoteca/contracts/admin/console';
import type { Charge } from '@pinacoteca/contracts/orders/order';

/** Outcomes of the payment that paid the order, or would have had it come in time or at standing prices. */
const PAYING: readonly StaffPaymentEvent['outcome'][] = ['paid', 'late_refund_pending', 'price_risen_refund_pending'];

export interface RefundTarget {
  /** What goes back, in `currency`, a decimal string as the charge or the provider wrote it. */
  amount: string;
  currency: string;
  /** Where it goes: the paying wallet or account, when the provider reported it. */
  payer: string | null;
  /** The payment it returns, to find it in the provider's records when the payer is not known. */
  payment: StaffPaymentEvent | null;
}

/**
 * What completing a refund sends back, and to whom. A delivered order's refund returns its charge:
 * whatever its payment sent beyond that is a payment to return of its own (the "Payments to return"
 * queue), so it is not sent twice. A payment that could not deliver the order (it came too late, or
 * after a price rose) goes back whole. Null for an order without a charge.
 */
export function refundTarget(
  charge: Pick<Charge, 'amount' | 'currency'> | null,
  payments: readonly StaffPaymentEvent[],
): RefundTarget | null {
  if (!charge) return null;
  const paying = payments.find((p) => PAYING.includes(p.outcome)) ?? null;
  const whole = paying && paying.outcome !== 'paid' && paying.amount;
  return { amount: whole || charge.amount, currency: charge.currency, payer: paying?.payer ?? null, payment: paying };
}
