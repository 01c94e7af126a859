import type { BalanceResponse } from '@pinacoteca/contracts/account/balance';
import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import { cannotLeave, parseUsd } from '@pinacoteca/contracts/money';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { parseUnits } from '@pinacoteca/contracts/units';

/**
 * What the removal page says is left in the account before it can be removed (decision 0080; the
 * server refuses the removal on the same grounds): tokens held but for a remainder no way out can
 * take, and purchases not settled.
 */
export function holdsTokens(balance: BalanceResponse | undefined, indexPrice: string | undefined): boolean {
  if (!balance) return false;
  if (balance.art_token_balances.some((a) => /[1-9]/.test(a.quantity))) return true;
  const index = parseUnits(balance.index_token_balance, INDEX_TOKEN_DECIMALS);
  if (index === 0n) return false;
  // A remainder no way out can take (less than a token, worth less than a cent) does not count.
  const scale = 10n ** BigInt(INDEX_TOKEN_DECIMALS);
  return indexPrice === undefined || !cannotLeave(index, parseUsd(indexPrice), scale);
}

/** A purchase whose tokens may still arrive: unpaid and not expired, or paid and being confirmed. */
export function unsettledPurchase(order: Order, now: number): boolean {
  if (order.type !== 'tokens_buying') return false;
  if (order.status === 'pending' || order.status === 'processing') return true;
  return order.status === 'created' && order.charge !== null && Date.parse(order.charge.expires_at) > now;
}

/** A purchase refunded by an operator whose money is not yet sent back to the person. */
export const refundOwed = (order: Order): boolean =>
  order.type === 'tokens_buying' && order.status === 'refund_pending';
