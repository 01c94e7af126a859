import type { BalanceResponse } from '@pinacoteca/contracts/account/balance';
import type { Order } from '@pinacoteca/contracts/orders/order';

/**
 * What the removal page says is left in the account before it can be removed (decision 0080; the
 * server refuses the removal on the same grounds): tokens held, and purchases not settled.
 */
export function holdsTokens(balance: BalanceResponse | undefined): boolean {
  if (!balance) return false;
  return /[1-9]/.test(balance.index_token_balance) || balance.art_token_balances.some((a) => /[1-9]/.test(a.quantity));
}

/** A purchase whose tokens may still arrive: unpaid and not expired, or paid and being confirmed. */
export function unsettledPurchase(order: Order, now: number): boolean {
  if (order.type !== 'tokens_buying') return false;
  if (order.status === 'pending' || order.status === 'processing') return true;
  return order.status === 'created' && order.charge !== null && Date.parse(order.charge.expires_at) > now;
}
