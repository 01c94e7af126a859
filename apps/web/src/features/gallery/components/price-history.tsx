import clsx from 'clsx';
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricePoint } from '@pinacoteca/contracts/catalog/token';
import { PRICE_PERIODS, type PricePeriod } from '@pinacoteca/contracts/constants';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { historyChangePercent } from '@pinacoteca/contracts/token-rules';
import { formatDate, formatSignedPercent } from '../../../shared/lib/format.ts';
import { useNearViewport } from '../../../shared/lib/use-near-viewport.ts';
import { pointsForPeriod } from '../lib/figures.ts';
import { lazyPart } from '../../../shared/lib/lazy-part.ts';

const PriceChart = lazyPart(() => import('./price-chart.tsx'));

/** "+1.93% over the month", the sign coloured by direction. */
function PeriodChange({ change, period }: { change: string; period: PricePeriod }) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
  const direction = Number(change) > 0 ? 'text-up' : Number(change) < 0 ? 'text-down' : 'text-ink-500';
  return (
    <>
      <span className={`font-medium tabular-nums ${direction}`}>{formatSignedPercent(change, language)}</span>{' '}
      {t(`painting.period_change.${period}`)}
    </>
  );
}

/** The token's daily price with week / month / year toggles (SPEC §2, §9). */
export function PriceHistory({ history }: { history: PricePoint[] }) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
  const headingId = useId();
  const [period, setPeriod] = useState<PricePeriod>('month');
  const points = pointsForPeriod(history, period);
  const first = points[0];
  const last = points.at(-1);
  const change = historyChangePercent(points);
  // The chart's code (a chart engine) is fetched when the chart comes near the screen: on a phone
  // it is below the first view, and the page is not held up running it.
  const chartBox = useRef<HTMLDivElement>(null);
  const chartNear = useNearViewport(chartBox);
  const chartPlaceholder = (
    <div className="flex h-full items-center justify-center rounded-xl bg-paper-100 text-sm text-ink-600">
      {t('painting.chart_loading')}
    </div>
  );

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-900/10 bg-white p-5 sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="font-display text-2xl text-ink-900">
            {t('painting.price_title')}
          </h2>
          {change !== null && (
            <p className="mt-1 text-sm text-ink-500">
              <PeriodChange change={change} period={period} />
            </p>
          )}
        </div>
        <div role="group" aria-label={t('painting.period_label')} className="flex rounded-full bg-paper-100 p-1">
          {PRICE_PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={period === value}
              onClick={() => setPeriod(value)}
              className={clsx(
                'rounded-full px-4 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-gold-500',
                period === value ? 'bg-white font-medium text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              {t(`painting.periods.${value}`)}
            </button>
          ))}
        </div>
      </div>

      {points.length < 2 || !first || !last ? (
        <p className="mt-6 rounded-xl bg-paper-100 px-4 py-10 text-center text-sm text-ink-600">
          {t('painting.no_history')}
        </p>
      ) : (
        <>
          <div
            ref={chartBox}
            className="mt-6 h-64 sm:h-80"
            role="img"
            aria-label={t('painting.chart_label', {
              from: formatDate(first.date, language, 'long'),
              to: formatDate(last.date, language, 'long'),
            })}
          >
            {chartNear ? (
              <Suspense fallback={chartPlaceholder}>
                <PriceChart points={points} period={period} language={language} />
              </Suspense>
            ) : (
              chartPlaceholder
            )}
          </div>
        </>
      )}
    </section>
  );
}
