import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChainUnreachable } from '../../../shared/api/system-status.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { FormNotice } from '../../../shared/ui/form-notice.tsx';
import { formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { useDashboard } from '../api/console.ts';
import { Panel, SectionTitle } from '../components/ui.tsx';

/** The console's home: what happened today and what waits for an operator. */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const dashboard = useDashboard();
  const unreachable = useChainUnreachable();
  if (dashboard.isPending) return <Spinner />;
  if (dashboard.isError) return <ErrorState onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const figures = [
    { label: t('overview.orders_today'), value: formatQuantity(d.orders_today, language) },
    { label: t('overview.paid_today'), value: formatQuantity(d.paid_today, language) },
    { label: t('overview.volume_today'), value: formatUsd(d.volume_today, language, { cents: true }) },
  ];
  const waiting = [
    { label: t('overview.kyc_pending'), value: d.kyc_pending, to: '/admin/kyc' },
    { label: t('overview.painting_requests'), value: d.painting_requests_new, to: '/admin/inbox' },
    { label: t('overview.support_messages'), value: d.support_messages_new, to: '/admin/inbox' },
    { label: t('overview.withdrawals_awaiting'), value: d.withdrawals_awaiting, to: '/admin/withdrawals' },
    { label: t('overview.payouts_awaiting'), value: d.payouts_awaiting, to: '/admin/withdrawals' },
    { label: t('overview.refunds_awaiting'), value: d.refunds_awaiting, to: '/admin/orders' },
    { label: t('overview.payments_to_return'), value: d.payments_to_return, to: '/admin/orders' },
    { label: t('overview.refunds_to_complete'), value: d.refunds_to_complete, to: '/admin/orders' },
    { label: t('overview.unreconciled'), value: d.tokens_unreconciled, to: '/transparency?disagreeing' },
  ];
  return (
    <>
      <SectionTitle title={t('nav.overview')} />
      {/* What keeps tokens off the chain, said where operators look first (not only on /transparency). */}
      {(unreachable || d.tokens_not_issued.length > 0) && (
        <div className="mb-6 space-y-2" data-testid="chain-attention">
          {unreachable && <FormNotice>{t('overview.chain_unreachable')}</FormNotice>}
          {d.tokens_not_issued.length > 0 && (
            <FormNotice>
              {t('overview.not_issued', {
                count: d.tokens_not_issued.length,
                symbols: d.tokens_not_issued.join(', '),
              })}
            </FormNotice>
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <Panel key={f.label}>
            <p className="text-sm text-ink-500">{f.label}</p>
            <p className="mt-1 font-display text-3xl tabular-nums text-ink-900">{f.value}</p>
          </Panel>
        ))}
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Panel>
          <h2 className="font-medium text-ink-900">{t('overview.waiting')}</h2>
          <ul className="mt-3 divide-y divide-ink-900/5">
            {waiting.map((w) => (
              <li key={w.label} className="flex items-center justify-between py-2 text-sm">
                {w.to ? (
                  <Link to={w.to} className="text-ink-700 underline underline-offset-4">
                    {w.label}
                  </Link>
                ) : (
                  <span className="text-ink-700">{w.label}</span>
                )}
                <span className="font-medium tabular-nums text-ink-900" data-testid={`waiting-${w.label}`}>
                  {formatQuantity(w.value, language)}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel>
          <h2 className="font-medium text-ink-900">{t('overview.reserved')}</h2>
          {d.reserved.length === 0 ? (
            <p className="mt-3 text-sm text-ink-500">{t('overview.reserved_none')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-ink-900/5">
              {d.reserved.map((r) => (
                <li key={r.token_id} className="flex items-center justify-between py-2 text-sm">
                  <span className="text-ink-700">{r.symbol}</span>
                  <span className="tabular-nums text-ink-900">{formatQuantity(r.quantity, language)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
