import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffWithdrawal, WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { useTestWallet } from '../../../shared/api/test-wallet.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import {
  useIgnoredDeposits,
  useRetryPayout,
  useSaleDecision,
  useStaffWithdrawals,
  useTopUpTestUsdc,
  useUnpaidSales,
  useWithdrawalDecision,
} from '../api/console.ts';
import { ActionError, cell, Panel, Table, Tabs, SectionTitle } from '../components/ui.tsx';

/** Whole USDC one press of the development top-up adds. */
const TEST_USDC_TOP_UP = 10_000;

const FILTERS = ['awaiting_approval', 'processing', 'success', 'rejected', 'failed', 'all'] as const;

/** /admin/withdrawals: those above WITHDRAW_APPROVAL_ABOVE_USD wait here; every other one is listed too. */
export function WithdrawalsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<WithdrawalStatus | 'all'>('awaiting_approval');
  const list = useStaffWithdrawals(status);
  const decision = useWithdrawalDecision();
  return (
    <>
      <SectionTitle
        title={t('nav.withdrawals')}
        aside={
          list.data && (
            <span className="text-sm text-ink-600">
              {t('withdrawals.threshold', {
                amount: formatUsd(list.data.approval_above, language, { cents: false }),
              })}
            </span>
          )
        }
      />
      <UnpaidSales />
      <IgnoredDeposits />
      <Tabs value={status} options={FILTERS} label={(s) => t(`withdrawals.status.${s}`)} onChange={setStatus} />
      <ActionError error={decision.error} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.withdrawals.length === 0 ? (
        <EmptyState text={t('withdrawals.empty')} />
      ) : (
        <Table
          head={[
            t('withdrawals.asked'),
            t('withdrawals.amount'),
            t('withdrawals.to'),
            t('withdrawals.state'),
            t('withdrawals.person'),
            '',
          ]}
        >
          {list.data.withdrawals.map((w) => (
            <Row key={w.id} withdrawal={w} decide={decision} />
          ))}
        </Table>
      )}
    </>
  );
}

function Row({
  withdrawal: w,
  decide,
}: {
  withdrawal: StaffWithdrawal;
  decide: ReturnType<typeof useWithdrawalDecision>;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <tr data-testid="staff-withdrawal">
      <td className={cell}>{formatDateTime(w.created_at, language)}</td>
      <td className={clsx(cell, 'tabular-nums')}>
        {formatQuantity(w.amount, language)} {w.symbol}
        <span className="block text-xs text-ink-500">{formatUsd(w.value, language, { cents: true })}</span>
      </td>
      <td className={clsx(cell, 'min-w-48 max-w-56 break-all font-mono text-xs')}>{w.wallet_address}</td>
      <td className={cell}>
        {t(`withdrawals.status.${w.status}`)}
        {/* Cancelled by the investor's removal of the address: a note for the operator, in the console's language. */}
        {w.cause === 'address_removed' ? (
          <span className="block text-xs text-ink-500">{t('withdrawals.cause_address_removed')}</span>
        ) : (
          w.reason && <span className="block text-xs text-ink-500">{w.reason}</span>
        )}
      </td>
      <td className={cell}>
        <Link to={`/admin/users/${w.user_id}`} className="underline underline-offset-4">
          {t('withdrawals.open_person')}
        </Link>
      </td>
      <td className={clsx(cell, 'min-w-56 text-right')}>
        {w.status === 'awaiting_approval' && (
          <Decision
            pending={decide.isPending}
            onApprove={() => decide.mutate({ id: w.id, approve: true })}
            onReject={(reason) => decide.mutate({ id: w.id, approve: false, reason })}
          />
        )}
        {w.explorer_url && w.status === 'success' && (
          <Link to={w.explorer_url} className="text-sm underline underline-offset-4">
            {t('withdrawals.transaction')}
          </Link>
        )}
      </td>
    </tr>
  );
}

/** Sales back to the platform whose USDC payout waits (the platform was short of USDC, or the chain refused it). */
function UnpaidSales() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const unpaid = useUnpaidSales();
  const retry = useRetryPayout();
  const decide = useSaleDecision();
  const topUp = useTopUpTestUsdc();
  // Only where the embedded chain's test wallet exists (outside production, no SOLANA_RPC_URL).
  const testChain = Boolean(useTestWallet().data);
  if (!unpaid.data || unpaid.data.sales.length === 0) return null;
  return (
    <Panel className="mb-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-medium text-ink-900">{t('withdrawals.payouts')}</h2>
        <span className="text-sm text-ink-600">
          {t('withdrawals.usdc_held', { amount: formatQuantity(unpaid.data.usdc_balance, language) })}
        </span>
      </div>
      {testChain && (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-ink-600">
          <span>{t('withdrawals.test_usdc_text')}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={topUp.isPending}
            onClick={() => topUp.mutate(TEST_USDC_TOP_UP)}
          >
            {t('withdrawals.test_usdc', { amount: formatQuantity(String(TEST_USDC_TOP_UP), language) })}
          </Button>
        </div>
      )}
      <ActionError error={retry.error ?? decide.error ?? topUp.error} />
      <ul className="mt-2 divide-y divide-ink-900/5 text-sm" data-testid="unpaid-sales">
        {unpaid.data.sales.map((sale) => (
          <li key={sale.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              {formatQuantity(sale.payout, language)} USDC · {formatQuantity(sale.amount, language)} {sale.symbol} ·{' '}
              {t(`withdrawals.sale_status.${sale.status}`)}
              {sale.cause === 'address_removed' && (
                <span className="block text-xs text-ink-500">{t('withdrawals.cause_address_removed')}</span>
              )}
              <span className="block text-xs text-ink-500">
                {formatDateTime(sale.created_at, language)} ·{' '}
                <Link to={`/admin/users/${sale.user_id}`} className="underline underline-offset-4">
                  {t('withdrawals.seller')}
                </Link>
              </span>
              <span className="block break-all font-mono text-xs text-ink-500">{sale.payout_address}</span>
            </span>
            {sale.status === 'awaiting_approval' ? (
              <Decision
                pending={decide.isPending}
                onApprove={() => decide.mutate({ id: sale.id, approve: true })}
                onReject={(reason) => decide.mutate({ id: sale.id, approve: false, reason })}
              />
            ) : (
              <Button size="sm" disabled={retry.isPending} onClick={() => retry.mutate(sale.id)}>
                {t('withdrawals.pay_now')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * Approve or reject, with a reason the person reads, a withdrawal or a sale above the approval
 * threshold.
 */
function Decision(props: { pending: boolean; onApprove: () => void; onReject: (reason: string) => void }) {
  const { t } = useTranslation('admin');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (rejecting) {
    return (
      <form
        className="flex flex-col items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          props.onReject(reason.trim());
        }}
      >
        <textarea
          aria-label={t('withdrawals.reason')}
          placeholder={t('withdrawals.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          className="w-full rounded-xl border border-ink-900/15 px-3 py-2 text-sm"
        />
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="secondary" onClick={() => setRejecting(false)}>
            {t('withdrawals.back')}
          </Button>
          <Button type="submit" size="sm" variant="danger" disabled={!reason.trim() || props.pending}>
            {t('withdrawals.reject')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
        {t('withdrawals.reject')}
      </Button>
      <Button size="sm" disabled={props.pending} onClick={props.onApprove}>
        {t('withdrawals.approve')}
      </Button>
    </div>
  );
}

/** Tokens that are not the platform's, sent to people's deposit addresses: recorded, never credited. */
function IgnoredDeposits() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const ignored = useIgnoredDeposits();
  if (!ignored.data || ignored.data.deposits.length === 0) return null;
  return (
    <Panel className="mb-6">
      <h2 className="font-medium text-ink-900">{t('withdrawals.ignored')}</h2>
      <p className="mt-1 text-sm text-ink-600">{t('withdrawals.ignored_text')}</p>
      <ul className="mt-2 divide-y divide-ink-900/5 text-sm" data-testid="ignored-deposits">
        {ignored.data.deposits.map((d) => (
          <li key={d.id} className="py-2">
            <span className="block">
              {formatDateTime(d.seen_at, language)} ·{' '}
              <Link to={`/admin/users/${d.user_id}`} className="underline underline-offset-4">
                {t('withdrawals.open_person')}
              </Link>{' '}
              · {t('withdrawals.units', { amount: formatQuantity(d.amount, language) })}
            </span>
            <span className="block break-all font-mono text-xs text-ink-500">
              {t('withdrawals.mint')}: {d.mint_address}
            </span>
            <Link to={`/transparency/tx/${d.signature}`} className="text-xs underline underline-offset-4">
              {t('withdrawals.transaction')}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
