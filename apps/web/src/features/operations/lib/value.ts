import type { Order } from '@pinacoteca/contracts/orders/order';
import { formatUnits, parseUnits } from '@pinacoteca/contracts/units';

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

/**
 * What a swap between paintings left over by whole tokens (7 at $150 for 12 at $85: $30.00), or
 * null when nothing is: the swap page said it before the swap was confirmed, and the operation
 * keeps saying it after (an outside tester found it nowhere once done). A cent or less is the
 * received side cut down to the cent (into INDEX), not a leftover.
 */
export function swapLeftOver(order: Pick<Order, 'type' | 'swap'>): string | null {
  if (order.type !== 'swap' || !order.swap) return null;
  const left = parseUnits(order.swap.given_value, 2) - parseUnits(order.swap.received_value, 2);
  return left > 1n ? formatUnits(left, 2) : null;
}
