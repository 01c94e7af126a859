import { ORDER_STATUSES, type OrderStatus } from '@pinacoteca/contracts/enums';

/**
 * Every move of an order's status, as the orders service makes them. A status changes only
 * along these edges (`canTransition`); the SQL update that makes the move keeps a
 * `where status = <from>` guard, so two processes racing for one order cannot both move it.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Paid (success), let run out (expired), cancelled by the buyer; pending and processing are a
  // provider's report of a payment on its way. Paid once a price of the order has risen, it is
  // not delivered: the money goes back (refund_pending).
  created: ['pending', 'processing', 'success', 'expired', 'canceled', 'refund_pending'],
  pending: ['processing', 'success', 'refund_pending'],
  processing: ['success', 'refund_pending'],
  // A payment that arrives late: taken when the tokens are still in the treasury, otherwise
  // the order waits for an operator to return the money.
  expired: ['success', 'refund_pending'],
  canceled: ['success', 'refund_pending'],
  // An operator refunds a paid order (its tokens go back into the order's reservation) …
  success: ['refund_pending'],
  // … and closes it once the money is back.
  refund_pending: ['refunded'],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order can come to `to` from. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canTransition(from, to));
}

/** Statuses whose tokens still wait in the order's reservation: a payment settles from there. */
export const AWAITING_PAYMENT: readonly OrderStatus[] = ['created', 'pending', 'processing'];

/**
 * Closed without payment, yet a payment may still come (a buyer who paid late): their tokens are
 * back in the treasury, and watchers look for such payments for a while.
 */
export const CLOSED_UNPAID: readonly OrderStatus[] = statusesBefore('success').filter(
  (status) => !AWAITING_PAYMENT.includes(status),
);

/**
 * Paid already (success, and the refund states after it): no payment can move the order to
 * success any more, so another one is a double payment for an operator.
 */
export function isPaid(status: OrderStatus): boolean {
  return !canTransition(status, 'success');
}
