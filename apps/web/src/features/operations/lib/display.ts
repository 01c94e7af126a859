import { chargeDisplay, type ChargeDisplay } from '@pinacoteca/contracts/orders/charge-status';
import type { BonusDetail, Order } from '@pinacoteca/contracts/orders/order';
import type { Sale, SaleStatus } from '@pinacoteca/contracts/tokens/sell';
import type { Withdrawal, WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';

/**
 * Refused because the person removed the address it was going to (cause `address_removed`): no
 * operator acted, so it is not called rejected but cancelled by them, in the reader's language.
 */
type CancelledByRemoval = 'address_removed';

/**
 * Where a sale stands as its seller reads it. A payout the chain refused is sent again by an
 * operator, so the seller sees it as still being paid, as the server's operation status says.
 */
export type SaleStage = Exclude<SaleStatus, 'failed'> | CancelledByRemoval;

export function saleStage(sale: Pick<Sale, 'status' | 'cause'>): SaleStage {
  if (sale.status === 'rejected' && sale.cause === 'address_removed') return 'address_removed';
  return sale.status === 'failed' ? 'processing' : sale.status;
}

/** Where a withdrawal stands as its owner reads it. */
export type WithdrawalStage = WithdrawalStatus | CancelledByRemoval;

export function withdrawalStage(withdrawal: Pick<Withdrawal, 'status' | 'cause'>): WithdrawalStage {
  if (withdrawal.status === 'rejected' && withdrawal.cause === 'address_removed') return 'address_removed';
  return withdrawal.status;
}

/**
 * What an operation's badge says: a charge's SPEC §4 display, or a withdrawal's or a sale's own
 * stage. A sale or a withdrawal has no charge: the charge labels would call a rejected one
 * "cancelled" and one awaiting approval "processing".
 */
export type OperationDisplay =
  ChargeDisplay | `withdrawal_${WithdrawalStage}` | `sale_${SaleStage}` | `bonus_${BonusDetail['status']}`;

export function operationDisplay(
  order: Pick<Order, 'status' | 'charge' | 'withdrawal' | 'sale' | 'bonus'>,
  now: number,
): OperationDisplay {
  if (order.withdrawal) return `withdrawal_${withdrawalStage(order.withdrawal)}`;
  if (order.sale) return `sale_${saleStage(order.sale)}`;
  // A referral bonus is held, then credited, or taken back (decision 0067): its own words, not a charge's.
  if (order.bonus) return `bonus_${order.bonus.status}`;
  return chargeDisplay({ status: order.status, expiresAt: order.charge?.expires_at ?? null }, now);
}

/**
 * What the operation page says under a purchase, a bonus or a swap once it has an outcome (a
 * withdrawal, a deposit and a sale say it in their own panel). Only a purchase has a payment
 * request to close or refund, so only a purchase gets those words and the offer to buy again.
 */
export type OperationOutcome =
  | 'completed'
  | 'bonus_done'
  | 'bonus_held'
  | 'bonus_taken_back'
  | 'swap_done'
  | 'cancelled'
  | 'refund_pending'
  | 'refunded';

export function operationOutcome(
  order: Pick<Order, 'type' | 'withdrawal' | 'deposit' | 'sale' | 'bonus'>,
  display: ChargeDisplay,
): OperationOutcome | null {
  if (order.withdrawal || order.deposit || order.sale) return null;
  if (order.bonus) {
    if (order.bonus.status === 'held') return 'bonus_held';
    return order.bonus.status === 'taken_back' ? 'bonus_taken_back' : 'bonus_done';
  }
  if (display === 'completed') {
    if (order.type === 'referral_bonus') return 'bonus_done';
    if (order.type === 'swap') return 'swap_done';
    return 'completed';
  }
  if (order.type !== 'tokens_buying') return null;
  if (display === 'cancelled' || display === 'refund_pending' || display === 'refunded') return display;
  return null;
}
