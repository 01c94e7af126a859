import type { Order } from '@pinacoteca/contracts/orders/order';

/**
 * The USD value an operation is shown at. A swap is worth what it gave: the server values each
 * side at its price cut down to the cent, and what was received is worth what was given less a
 * fraction of one base unit of the target (1.662916 INDEX for 2 paintings at $85: $169.9999), so
 * its cut-down figure ($169.99, the operation's `amount`) reads as a cent lost on the way. What was
 * given is never worth less than what was received: into INDEX by less than a cent, between
 * paintings by what whole tokens leave over, which the swap page showed before it was confirmed.
 */
export function operationValue(order: Pick<Order, 'type' | 'amount' | 'swap'>): string {
  if (order.type === 'swap' && order.swap) return order.swap.given_value;
  return order.amount;
}
