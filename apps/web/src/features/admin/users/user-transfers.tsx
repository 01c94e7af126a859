import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffTransfer, StaffUserDetail } from '@pinacoteca/contracts/admin/console';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity, formatUsd, formatUsdc } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/states.tsx';
import { CellLabel, stackedCell, stackedRow, Table } from '../components/ui.tsx';
import { transferStatusKey } from './transfer-status.ts';

/**
 * What the person took out in the last 24 hours, withdrawn or sold back: the figures the daily
 * limits are checked against, in view before an operator approves another withdrawal or sale.
 */
export function TakenOutToday({ today }: { today: StaffUserDetail['outgoing_today'] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <p className="mt-4 text-sm text-ink-700" data-testid="taken-out-today">
      {t('users.taken_out', {
        amount: formatUsd(today.value, language, { cents: true }),
        count: today.count,
      })}
    </p>
  );
}

/** The person's withdrawals, sales, deposits and swaps, newest first, each linked to its transaction. */
export function UserTransfers({ transfers, total }: { transfers: StaffTransfer[]; total: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <div className="mb-3 mt-8 flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-medium text-ink-900">{t('users.transfers')}</h2>
        {total > transfers.length && (
          <span className="text-sm text-ink-500">
            {t('users.transfers_shown', {
              shown: formatQuantity(transfers.length, language),
              total: formatQuantity(total, language),
            })}
          </span>
        )}
      </div>
      {transfers.length === 0 ? (
        <EmptyState text={t('users.transfers_empty')} />
      ) : (
        <Table
          stacked
          head={[
            t('audit.when'),
            t('users.transfer_kind'),
            t('withdrawals.amount'),
            t('users.transfer_value'),
            t('withdrawals.state'),
            '',
          ]}
        >
          {transfers.map((transfer) => (
            <TransferRow key={transfer.id} transfer={transfer} />
          ))}
        </Table>
      )}
    </>
  );
}

function TransferRow({ transfer: x }: { transfer: StaffTransfer }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <tr data-testid="staff-transfer" data-kind={x.kind} data-id={x.id} className={stackedRow}>
      <td className={clsx(stackedCell, 'sm:whitespace-nowrap')}>
        <CellLabel>{t('audit.when')}</CellLabel>
        {formatDateTime(x.created_at, language)}
      </td>
      <td className={stackedCell}>
        <CellLabel>{t('users.transfer_kind')}</CellLabel>
        {t(`users.transfer_kinds.${x.kind}`)}
      </td>
      <td className={clsx(stackedCell, 'tabular-nums')}>
        <CellLabel>{t('withdrawals.amount')}</CellLabel>
        {formatQuantity(x.amount, language)} {x.symbol}
        {x.received && (
          <span className="block text-xs text-ink-500">
            {t('users.swapped_for', { amount: formatQuantity(x.received.amount, language), symbol: x.received.symbol })}
          </span>
        )}
      </td>
      <td className={clsx(stackedCell, 'tabular-nums')}>
        <CellLabel>{t('users.transfer_value')}</CellLabel>
        {formatUsd(x.value, language, { cents: true })}
        {x.payout !== null && (
          <span className="block text-xs text-ink-500">
            {t('users.payout', { amount: formatUsdc(x.payout, language) })}
          </span>
        )}
      </td>
      <td className={stackedCell}>
        <CellLabel>{t('withdrawals.state')}</CellLabel>
        {/* The words the console's withdrawals page uses; a sale's are lower-case there, in a sentence. */}
        <span className="inline-block first-letter:uppercase">{t(transferStatusKey(x))}</span>
      </td>
      {/* Empty on a phone's card (a swap, a sale not yet paid) it would leave a gap: hidden there. */}
      <td className={clsx(stackedCell, 'sm:text-right', !x.explorer_url && 'hidden')}>
        {x.explorer_url && (
          <Link to={x.explorer_url} className="text-sm underline underline-offset-4">
            {t('withdrawals.transaction')}
          </Link>
        )}
      </td>
    </tr>
  );
}
