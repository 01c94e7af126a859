import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { OperationDisplay } from '../lib/display.ts';

const TONES: Record<OperationDisplay, string> = {
  awaiting_payment: 'bg-gold-100 text-gold-600 ring-gold-500/30',
  processing: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  completed: 'bg-emerald-50 text-up ring-up/25',
  cancelled: 'bg-paper-100 text-ink-600 ring-ink-900/10',
  refund_pending: 'bg-orange-50 text-orange-800 ring-orange-700/20',
  refunded: 'bg-paper-100 text-ink-700 ring-ink-900/15',
  withdrawal_awaiting_approval: 'bg-gold-100 text-gold-600 ring-gold-500/30',
  withdrawal_processing: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  withdrawal_success: 'bg-emerald-50 text-up ring-up/25',
  withdrawal_rejected: 'bg-paper-100 text-ink-600 ring-ink-900/10',
  withdrawal_failed: 'bg-orange-50 text-orange-800 ring-orange-700/20',
  withdrawal_address_removed: 'bg-paper-100 text-ink-600 ring-ink-900/10',
  sale_awaiting_approval: 'bg-gold-100 text-gold-600 ring-gold-500/30',
  sale_awaiting_funds: 'bg-gold-100 text-gold-600 ring-gold-500/30',
  sale_awaiting_address: 'bg-orange-50 text-orange-800 ring-orange-700/20',
  sale_processing: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  sale_success: 'bg-emerald-50 text-up ring-up/25',
  sale_rejected: 'bg-paper-100 text-ink-600 ring-ink-900/10',
  sale_address_removed: 'bg-paper-100 text-ink-600 ring-ink-900/10',
  bonus_held: 'bg-gold-100 text-gold-600 ring-gold-500/30',
  bonus_credited: 'bg-emerald-50 text-up ring-up/25',
  bonus_taken_back: 'bg-paper-100 text-ink-700 ring-ink-900/15',
};

/** The SPEC §4 label of an order's status (or a withdrawal's or a sale's stage), with a colour of its own. */
export function StatusBadge({ display, className }: { display: OperationDisplay; className?: string }) {
  const { t } = useTranslation('operations');
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset',
        TONES[display],
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {t(`status.${display}`)}
    </span>
  );
}
