import { chargeDisplay, type ChargeDisplay } from '@pinacoteca/contracts/orders/charge-status';
import type { Order } from '@pinacoteca/contracts/orders/order';
import type { WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';

/** What an operation's badge says: a charge's SPEC §4 display, or a withdrawal's own stage. */
export type OperationDisplay = ChargeDisplay | `withdrawal_${WithdrawalStatus}`;

export function operationDisplay(order: Order, now: number): OperationDisplay {
  if (order.withdrawal) return `withdrawal_${order.withdrawal.status}`;
  return chargeDisplay({ status: order.status, expiresAt: order.charge?.expires_at ?? null }, now);
}
