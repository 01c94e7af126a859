import clsx from 'clsx';
import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import type { ForecastHorizon } from '@pinacoteca/contracts/constants';
import { horizonEnd, isoDay } from '@pinacoteca/contracts/forecast';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatCountdown } from '../../../shared/lib/countdown.ts';
import { isCreatedUnexpired, secondsLeft } from '@pinacoteca/contracts/orders/charge-status';
import { useNow } from '../../../shared/lib/use-now.ts';
import { formatDate, formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { Spinner } from '../../../shared/ui/states.tsx';
import { TokenLabel } from '../../../shared/ui/token-icon.tsx';
import { forecastSeries, type Holding } from '../lib/holdings.ts';
import { HorizonTabs } from './horizon-tabs.tsx';
import { lazyPart } from '../../../shared/lib/lazy-part.ts';

const RevenueChart = lazyPart(() => import('./charts/revenue-chart.tsx').then((m) => ({ default: m.RevenueChart })));

export function Panel({
  title,
  aside,
  children,
  className,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx('rounded-2xl border border-ink-900/10 bg-white p-5 sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-2xl text-ink-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Forecast revenues (SPEC §2 wallet): the income the holdings are forecast to bring by each horizon. */
export function ForecastRevenues({ holdings }: { holdings: Holding[] }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const idBase = useId();
  const [horizon, setHorizon] = useState<ForecastHorizon>('current_year');
  // Reckoned from today's UTC date, as the server counts its closing prices (decision 0028).
  const today = useMemo(() => isoDay(Date.now()), []);
  const series = useMemo(() => forecastSeries(holdings, horizon, today), [holdings, horizon, today]);
  const total = series.at(-1);

  return (
    <Panel title={t('forecast.title')}>
      {holdings.length === 0 ? (
        <p className="rounded-xl bg-paper-100 px-4 py-8 text-center text-ink-600">{t('no_funds')}</p>
      ) : (
        <>
          <HorizonTabs value={horizon} onChange={setHorizon} idBase={idBase} />
          <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${horizon}`} className="mt-5">
            <p className="text-sm text-ink-500">
              {t('forecast.by_date', { date: formatDate(total?.date ?? horizonEnd(horizon, today), language, 'long') })}
            </p>
            <p
              className={clsx(
                'mt-1 font-display text-3xl tabular-nums',
                total !== undefined && total.incomeCents < 0n ? 'text-down' : 'text-ink-900',
              )}
              data-testid="forecast-total"
            >
              {total === undefined ? '—' : formatUsd(total.incomeCents, language, { cents: true, signed: true })}
            </p>
            <div
              className="mt-4 h-56 sm:h-64"
              // The chart is a picture with a name; its figures are the total above it.
              role={series.length > 1 ? 'img' : undefined}
              aria-label={
                series.length > 1
                  ? t('forecast.chart_label', { date: formatDate(horizonEnd(horizon, today), language, 'long') })
                  : undefined
              }
            >
              {series.length > 1 ? (
                <Suspense fallback={<Spinner />}>
                  <RevenueChart series={series} end={horizonEnd(horizon, today)} />
                </Suspense>
              ) : (
                <p className="py-16 text-center text-sm text-ink-500">{t('forecast.none')}</p>
              )}
            </div>
            <p className="mt-3 text-xs leading-relaxed text-ink-500">{t('forecast.note')}</p>
          </div>
        </>
      )}
    </Panel>
  );
}

/** Token rate: the INDEX price and the price of each art token held. */
export function TokenRate({ indexToken, holdings }: { indexToken: Token; holdings: Holding[] }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const art = holdings.filter((h) => !h.isIndex);
  const index = holdings.find((h) => h.isIndex);
  return (
    <Panel title={t('rate.title')}>
      <ul className="divide-y divide-ink-900/10">
        <li className="flex items-center justify-between gap-3 pb-3">
          <TokenLabel token={indexToken} size={32} />
          <span className="shrink-0 text-right">
            <span className="block tabular-nums text-ink-900">
              {formatUsd(indexToken.current_price, language, { cents: true })}
            </span>
            {index && (
              <span className="block text-xs tabular-nums text-ink-500">
                {t('rate.held', {
                  formatted: formatQuantity(index.quantity, language),
                  count: Number(index.quantity),
                })}
              </span>
            )}
          </span>
        </li>
        {art.map((h) => (
          <li key={h.token.id} className="flex items-center justify-between gap-3 py-3">
            <TokenLabel token={h.token} size={32} />
            <span className="shrink-0 text-right">
              <span className="block tabular-nums text-ink-900">
                {formatUsd(h.token.current_price, language, { cents: true })}
              </span>
              <span className="block text-xs tabular-nums text-ink-500">
                {t('rate.held', { formatted: formatQuantity(h.quantity, language), count: Number(h.quantity) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {holdings.length === 0 && (
        <p className="mt-3 rounded-xl bg-paper-100 px-4 py-4 text-center text-sm text-ink-600">{t('no_assets')}</p>
      )}
    </Panel>
  );
}

/** Purchase requests: orders still awaiting payment, each leading to its payment page. */
export function PurchaseRequests({ orders: all }: { orders: Order[] }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  // Ticks here, not on the page: the time left changes every second, the rest of the wallet does not.
  const now = useNow(1000);
  const orders = all.filter((order) =>
    isCreatedUnexpired({ status: order.status, expiresAt: order.charge?.expires_at ?? null }, now),
  );
  return (
    <Panel title={t('requests.title')}>
      {orders.length === 0 ? (
        <p className="text-sm text-ink-500">{t('requests.none')}</p>
      ) : (
        <ul className="space-y-2">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/operations/${order.id}`}
                className="flex items-center justify-between gap-3 rounded-xl border border-gold-500/40 bg-gold-100/40 px-4 py-3 transition-colors hover:border-gold-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
              >
                <span className="min-w-0">
                  <span className="block font-medium tabular-nums text-ink-900">
                    {formatUsd(order.amount, language, { cents: true })}
                  </span>
                  <span className="block text-xs text-ink-600">
                    {order.charge
                      ? t('requests.pay_within', {
                          currency: order.charge.currency,
                          time: formatCountdown(secondsLeft(order.charge.expires_at, now) ?? 0),
                        })
                      : t('requests.awaiting')}
                  </span>
                </span>
                <span aria-hidden="true" className="text-gold-600">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
