import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTokens } from '../../../shared/api/catalogue.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDateTime, formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { KycStatusPill } from '../../../shared/ui/kyc-status.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { useStaffUser } from '../api/console.ts';
import { BackTo, cell, Panel, SectionTitle, Table } from '../components/ui.tsx';
import { UserRow } from './user-row.tsx';
import { TakenOutToday, UserTransfers } from './user-transfers.tsx';
import { TwoFactorReset } from './two-factor-reset.tsx';

/**
 * /admin/users/:id: one person: account and actions, what they took out in 24 hours, turning off
 * their two-factor (admins), verification, holdings, orders, transfers, security log.
 */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const detail = useStaffUser(id);
  const tokens = useTokens();
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <ErrorState onRetry={() => void detail.refetch()} />;
  const { user, kyc, holdings, orders, security_log: log, transfers, transfers_total, outgoing_today } = detail.data;
  const names = new Map((tokens.data?.artTokens ?? []).map((token) => [token.id, token.name]));
  return (
    <>
      <BackTo to="/admin/users" label={t('nav.users')} />
      <SectionTitle
        title={user.username}
        aside={<span className={clsx('text-ink-500', typedText)}>{user.email}</span>}
      />
      <Table stacked head={[t('users.person'), t('users.role'), t('users.kyc'), t('users.state'), '']}>
        <UserRow user={user} />
      </Table>
      <TakenOutToday today={outgoing_today} />
      <TwoFactorReset user={user} />

      <div className="mt-6 grid gap-5 lg:grid-cols-2">
        <Panel>
          <h2 className="mb-3 font-medium text-ink-900">{t('users.verification')}</h2>
          {kyc ? (
            <div className="space-y-2 text-sm">
              <KycStatusPill status={kyc.status} />
              <p className="text-ink-600">
                {t('users.kyc_sent', { when: formatDateTime(kyc.submitted_at, language) })}
                {kyc.decided_at && ` · ${t('users.kyc_decided', { when: formatDateTime(kyc.decided_at, language) })}`}
              </p>
              {kyc.reason && <p className={clsx('text-ink-700', typedText)}>{kyc.reason}</p>}
              <Link to={`/admin/kyc/${kyc.id}`} className="inline-block font-medium underline underline-offset-4">
                {t('kyc.open')}
              </Link>
            </div>
          ) : (
            <p className="text-sm text-ink-500">{t('users.kyc_none')}</p>
          )}
        </Panel>
        <Panel>
          <h2 className="mb-3 font-medium text-ink-900">{t('users.holdings')}</h2>
          <p className="font-display text-2xl tabular-nums text-ink-900">
            {formatUsd(holdings.balance_amount, language, { cents: true })}
          </p>
          <ul className="mt-3 divide-y divide-ink-900/5 text-sm">
            {holdings.index_token_balance !== '0' && (
              <li className="flex justify-between py-2">
                <span>INDEX</span>
                <span className="tabular-nums">{formatQuantity(holdings.index_token_balance, language)}</span>
              </li>
            )}
            {holdings.art_token_balances.map((b) => (
              <li key={b.id} className="flex justify-between gap-4 py-2">
                <span className={clsx('min-w-0', typedText)}>{names.get(b.id) ?? b.id}</span>
                <span className="tabular-nums">{formatQuantity(b.quantity, language)}</span>
              </li>
            ))}
          </ul>
          {holdings.index_token_balance === '0' && holdings.art_token_balances.length === 0 && (
            <p className="text-sm text-ink-500">{t('users.holds_nothing')}</p>
          )}
        </Panel>
      </div>

      <h2 className="mb-3 mt-8 font-medium text-ink-900">{t('nav.orders')}</h2>
      {orders.length === 0 ? (
        <EmptyState text={t('orders.empty')} />
      ) : (
        <Table head={[t('orders.order'), t('orders.placed'), t('orders.amount'), t('orders.status')]}>
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={clsx(cell, 'font-mono text-xs')}>
                <Link to={`/admin/orders/${order.id}`} className="underline underline-offset-4">
                  {order.id}
                </Link>
              </td>
              <td className={cell}>{formatDateTime(order.created_at, language)}</td>
              <td className={clsx(cell, 'tabular-nums')}>{formatUsd(order.amount, language, { cents: true })}</td>
              <td className={cell}>{t(`orders.statuses.${order.status}`)}</td>
            </tr>
          ))}
        </Table>
      )}

      <UserTransfers transfers={transfers} total={transfers_total} />

      <h2 className="mb-3 mt-8 font-medium text-ink-900">{t('users.security_log')}</h2>
      {log.length === 0 ? (
        <EmptyState text={t('audit.empty')} />
      ) : (
        <Table head={[t('audit.when'), t('users.event'), t('users.address')]}>
          {log.map((entry, i) => (
            <tr key={i}>
              <td className={clsx(cell, 'whitespace-nowrap')}>{formatDateTime(entry.at, language)}</td>
              <td className={cell}>{t(`users.events.${entry.event}`, { defaultValue: entry.event })}</td>
              <td className={cell}>
                <div>{entry.ip ?? '—'}</div>
                <div className="max-w-xs truncate text-xs text-ink-500">{entry.user_agent}</div>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
