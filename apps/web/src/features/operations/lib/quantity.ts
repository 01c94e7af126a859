import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { formatUnits, parseUnits } from '@pinacoteca/contracts/units';

/**
 * Tokens in an operation, summed over its lines as a wire-style amount: whole for purchases,
 * with INDEX's decimals for a referral bonus ("2.93"), added in base units rather than floats.
 * A swap counts what it brought in: its second line.
 */
export function totalQuantity(order: Pick<Order, 'items'> & Partial<Pick<Order, 'type'>>): string {
  if (order.type === 'swap') return order.items[1]?.quantity ?? '0';
  const units = order.items.reduce((sum, item) => sum + parseUnits(item.quantity, INDEX_TOKEN_DECIMALS), 0n);
  return formatUnits(units, INDEX_TOKEN_DECIMALS);
}
