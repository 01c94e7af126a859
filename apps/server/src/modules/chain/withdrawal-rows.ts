import { formatCents } from '@pinacoteca/contracts/money';
import type { OrderStatus } from '@pinacoteca/contracts/enums';
import type { Order } from '@pinacoteca/contracts/orders/order';
import type { Withdrawal, WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Db } from '../../db/client.ts';
import { tokenLabels } from '../catalog/tokens.ts';

/** A withdrawal as stored, with its token's symbol and decimals. */
export interface WithdrawalRow {
  id: string;
  user_id: string;
  token_id: string;
  symbol: string;
  decimals: number;
  amount: string;
  value_cents: string;
  wallet_type: 'solana';
  wallet_address: string;
  status: WithdrawalStatus;
  signature: string | null;
  reason: string | null;
  failure: string | null;
  created_at: Date;
  confirmed_at: Date | null;
}

/** The person's withdrawals, newest first, or the one asked for (another person's is not found). */
export async function withdrawalRows(
  db: Db,
  filter: { userId?: string; id?: string; status?: WithdrawalStatus },
  limit = 500,
): Promise<WithdrawalRow[]> {
  const rows = await db<Omit<WithdrawalRow, 'symbol' | 'decimals'>[]>`
    select w.id, w.user_id, w.token_id, w.amount::text, w.value_cents::text, w.wallet_type,
           w.wallet_address, w.status, w.signature, w.reason, w.failure, w.created_at, w.confirmed_at
    from withdrawals w
    where true
      ${filter.userId ? db`and w.user_id = ${filter.userId}` : db``}
      ${filter.id ? db`and w.id = ${filter.id}` : db``}
      ${filter.status ? db`and w.status = ${filter.status}` : db``}
    order by w.created_at desc, w.id desc
    limit ${limit}`;
  const labels = await tokenLabels(
    db,
    rows.map((r) => r.token_id),
  );
  return rows.map((r) => ({
    ...r,
    symbol: labels.get(r.token_id)?.symbol ?? '',
    decimals: labels.get(r.token_id)?.decimals ?? 0,
  }));
}

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

/** Withdrawals waiting for an operator, and sales whose payout waits for one (the console's dashboard). */
export async function awaitingOperatorCounts(db: Db): Promise<{ withdrawals: number; payouts: number }> {
  const [row] = await db<{ withdrawals: number; payouts: number }[]>`
    select (select count(*) from withdrawals where status = 'awaiting_approval')::int as withdrawals,
           (select count(*) from sales where status in ('awaiting_funds', 'failed'))::int as payouts`;
  return row ?? { withdrawals: 0, payouts: 0 };
}
