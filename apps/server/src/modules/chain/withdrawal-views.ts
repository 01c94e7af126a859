import { formatCents } from '@pinacoteca/contracts/money';
import type { OrderStatus } from '@pinacoteca/contracts/enums';
import type { Order } from '@pinacoteca/contracts/orders/order';
import type { Withdrawal, WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { WithdrawalRow } from './withdrawal-queries.ts';

/** Where a transaction can be seen: the devnet explorer, or the embedded chain's own page. */
export function explorerUrl(signature: string | null, chain: 'embedded' | 'rpc'): string | null {
  if (!signature) return null;
  return chain === 'rpc'
    ? `https://explorer.solana.com/tx/${signature}?cluster=devnet`
    : `/transparency/tx/${signature}`;
}

export function withdrawalView(row: WithdrawalRow, chain: 'embedded' | 'rpc'): Withdrawal {
  return {
    id: row.id,
    token_id: row.token_id,
    symbol: row.symbol,
    amount: formatUnits(BigInt(row.amount), row.decimals),
    value: formatCents(row.value_cents),
    wallet_type: row.wallet_type,
    wallet_address: row.wallet_address,
    status: row.status,
    signature: row.signature,
    explorer_url: explorerUrl(row.signature, chain),
    reason: row.reason ?? (row.status === 'failed' ? row.failure : null),
    cause: row.cause,
    created_at: row.created_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
  };
}

/** A withdrawal's status in the operations list's words (SPEC §3 order statuses). */
const OPERATION_STATUS: Record<WithdrawalStatus, OrderStatus> = {
  awaiting_approval: 'pending',
  processing: 'processing',
  success: 'success',
  rejected: 'canceled',
  failed: 'canceled',
};

/** A withdrawal as an operation of the operations list: one item, no charge, the withdrawal's details. */
export function withdrawalOperation(row: WithdrawalRow, chain: 'embedded' | 'rpc'): Order {
  const value = formatCents(row.value_cents);
  return {
    id: row.id,
    type: 'withdraw',
    status: OPERATION_STATUS[row.status],
    created_at: row.created_at.toISOString(),
    amount: value,
    items: [{ token_id: row.token_id, quantity: formatUnits(BigInt(row.amount), row.decimals), total_amount: value }],
    charge: null,
    withdrawal: withdrawalView(row, chain),
  };
}
