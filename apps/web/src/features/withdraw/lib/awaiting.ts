import type { Order } from '@pinacoteca/contracts/orders/order';

/**
 * What removing `address` stops, as the server decides it in the removal's transaction (decision
 * 0079): nothing signed yet goes there any more. Withdrawals there waiting for approval, or
 * approved and not signed yet, and sales waiting for approval, are cancelled (their tokens come
 * back); sales already owed whose payout is not signed yet (waiting for USDC, refused by the chain,
 * being paid) are held (`held`, their operations) until the person chooses another address.
 */
export function awaitingTo(
  operations: Order[] | undefined,
  address: string,
): { withdrawals: number; sales: number; held: string[] } {
  let withdrawals = 0;
  let sales = 0;
  const held: string[] = [];
  for (const o of operations ?? []) {
    const w = o.withdrawal;
    if (
      w?.wallet_address === address &&
      (w.status === 'awaiting_approval' || (w.status === 'processing' && w.signature === null))
    )
      withdrawals += 1;
    const s = o.sale;
    if (s?.payout_address !== address) continue;
    if (s.status === 'awaiting_approval') sales += 1;
    else if (
      s.signature === null &&
      (s.status === 'awaiting_funds' || s.status === 'failed' || s.status === 'processing')
    )
      held.push(o.id);
  }
  return { withdrawals, sales, held };
}
