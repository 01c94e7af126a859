import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { formatUnits, parseUnits } from '@pinacoteca/contracts/units';

/**
 * Tokens in an operation, per token in the order its lines name them, summed as wire-style
 * amounts: whole for paintings, with INDEX's decimals ("2.93"), added in base units rather than
 * floats. Tokens of different kinds are never added together (10 of a painting and 5 INDEX are not
 * "15"): a purchase of two tokens has two figures, and a swap has two, what it gave and what it
 * received (its lines, in that order).
 */
export function quantities(order: Pick<Order, 'items'>): string[] {
  const byToken = new Map<string, bigint>();
  for (const item of order.items)
    byToken.set(item.token_id, (byToken.get(item.token_id) ?? 0n) + parseUnits(item.quantity, INDEX_TOKEN_DECIMALS));
  if (byToken.size === 0) return ['0'];
  return [...byToken.values()].map((units) => formatUnits(units, INDEX_TOKEN_DECIMALS));
}
