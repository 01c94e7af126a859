import type { Order } from '@pinacoteca/contracts/orders/order';

/**
 * The person's withdrawals and sales waiting for an operator's approval that go to `address`:
 * removing the address cancels them (the server refuses them in the removal's transaction).
 */
export function awaitingTo(operations: Order[] | undefined, address: string): { withdrawals: number; sales: number } {
  let withdrawals = 0;
  let sales = 0;
  for (const o of operations ?? []) {
    if (o.withdrawal?.status === 'awaiting_approval' && o.withdrawal.wallet_address === address) withdrawals += 1;
    if (o.sale?.status === 'awaiting_approval' && o.sale.payout_address === address) sales += 1;
  }
  return { withdrawals, sales };
}
