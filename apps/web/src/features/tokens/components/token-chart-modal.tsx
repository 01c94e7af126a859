import clsx from 'clsx';
import { Suspense, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { FORECAST_HORIZONS, type ForecastHorizon } from '@pinacoteca/contracts/constants';
import { forecastCurve, horizonEnd, isoDay } from '@pinacoteca/contracts/forecast';
import { priceChangePercent } from '@pinacoteca/contracts/token-rules';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatUsd } from '../../../shared/lib/format.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';
import { SignedPercent } from './signed-percent.tsx';
import { TokenIcon } from '../../../shared/ui/token-icon.tsx';
import { lazyPart } from '../../../shared/lib/lazy-part.ts';

const ForecastChart = lazyPart(() => import('./charts/forecast-chart.tsx').then((m) => ({ default: m.ForecastChart })));

interface TokenChartModalProps {
  token: Token | null;
  open: boolean;
  onClose: () => void;
}

/** The large price chart of one token: history, then the forecast of the chosen horizon. */
export function TokenChartModal({ token, open, onClose }: TokenChartModalProps) {
  const { t } = useTranslation('tokens');
  return (
    <Modal
      open={open && token !== null}
      onClose={onClose}
      size="lg"
      title={
        token ? (
          <span className="flex items-center gap-3">
            <TokenIcon token={token} size={36} />
            <span>
              {token.name}
              <span className="ml-2 align-middle font-sans text-xs uppercase tracking-wider text-ink-500">
                {token.symbol}
              </span>
            </span>
          </span>
        ) : (
          t('chart.title')
        )
      }
    >
      {token && <ChartBody token={token} />}
    </Modal>
  );
}

function ChartBody({ token }: { token: Token }) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  const [horizon, setHorizon] = useState<ForecastHorizon>('current_year');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Reckoned from today's UTC date, as the server counts its closing prices.
  const today = useMemo(() => isoDay(Date.now()), []);
  const curve = useMemo(
    () => forecastCurve({ today, currentPrice: token.current_price, graph: token.prediction_graph }, horizon),
    [token.current_price, token.prediction_graph, horizon, today],
  );
  const end = curve.length > 1 ? curve.at(-1) : undefined;
  const growth = end ? priceChangePercent(token.current_price, end.price) : null;
  const endQuarter = end
    ? { year: Number(end.date.slice(0, 4)), quarter: Math.ceil(Number(end.date.slice(5, 7)) / 3) }
    : null;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = FORECAST_HORIZONS.length;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setHorizon(FORECAST_HORIZONS[next] ?? 'current_year');
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('chart.horizons_label')}
        className="flex w-full gap-1 rounded-2xl bg-paper-100 p-1 sm:inline-flex sm:w-auto sm:rounded-full"
      >
        {FORECAST_HORIZONS.map((h, index) => {
          const selected = h === horizon;
          return (
            <button
              key={h}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${h}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setHorizon(h)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={clsx(
                'flex-1 rounded-xl px-3 py-2 text-xs leading-tight sm:rounded-full font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 sm:flex-none sm:px-4 sm:text-sm',
                selected ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              {t(`chart.horizons.${h}`)}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${horizon}`} className="mt-6">
        <dl className="grid grid-cols-3 gap-3 border-b border-ink-900/10 pb-5 sm:gap-6">
          <Figure label={t('chart.current_price')}>{formatUsd(token.current_price, language, { cents: true })}</Figure>
          <Figure
            label={
              endQuarter ? t('chart.forecast_for', { quarter: t('chart.quarter', endQuarter) }) : t('chart.forecast')
            }
          >
            {end ? formatUsd(end.price, language, { cents: true }) : '—'}
          </Figure>
          <Figure label={t('chart.growth')}>{growth === null ? '—' : <SignedPercent percent={growth} />}</Figure>
        </dl>

        {!end && <p className="mt-4 text-sm text-ink-500">{t('chart.no_forecast')}</p>}

        <figure className="mt-4">
          <div className="h-64 sm:h-80">
            <Suspense fallback={<Spinner />}>
              <ForecastChart history={token.price_history} curve={curve} end={horizonEnd(horizon, today)} />
            </Suspense>
          </div>
          <figcaption className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-ink-500">
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="h-0.5 w-5 rounded bg-ink-900" />
              {t('chart.history_legend')}
            </span>
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="w-5 border-t-2 border-dashed border-gold-600" />
              {t('chart.forecast_legend')}
            </span>
          </figcaption>
        </figure>
        <p className="mt-4 text-xs leading-relaxed text-ink-500">{t('chart.disclaimer')}</p>
      </div>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs leading-snug text-ink-500">{label}</dt>
      <dd className="mt-1 font-display text-lg tabular-nums text-ink-900 sm:text-2xl">{children}</dd>
    </div>
  );
}
