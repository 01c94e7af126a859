import type { StaffTransfer } from '@pinacoteca/contracts/admin/console';

/**
 * The admin.json key of a transfer's status, in the words the console already uses for it: the
 * withdrawals page's for withdrawals and sales, the person page's own for deposits and swaps.
 */
export function transferStatusKey(transfer: Pick<StaffTransfer, 'kind' | 'status'>): string {
  switch (transfer.kind) {
    case 'withdrawal':
      return `withdrawals.status.${transfer.status}`;
    case 'sale':
      return `withdrawals.sale_status.${transfer.status}`;
    case 'deposit':
      return `users.deposit_status.${transfer.status}`;
    case 'swap':
      // Listed, a swap is done: it is one ledger transaction.
      return 'users.swap_done';
  }
}
