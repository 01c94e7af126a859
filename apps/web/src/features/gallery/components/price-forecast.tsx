import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Painting } from '@pinacoteca/contracts/catalog/painting';
import { FORECAST_HORIZONS } from '@pinacoteca/contracts/constants';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { priceChangePercent } from '@pinacoteca/contracts/token-rules';
import { formatSignedPercent, formatUsd } from '../../../shared/lib/format.ts';

/** Price growth forecast (SPEC §2): the token price expected at each horizon, as growth on today's. */
export function PriceForecast({ forecast, currentPrice }: { forecast: Painting['forecast']; currentPrice: string }) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
  const headingId = useId();
  const rows = FORECAST_HORIZONS.map((horizon) => {
    const price = forecast[horizon];
    const growth = priceChangePercent(currentPrice, price);
    return { horizon, price, growth: growth === null ? null : Number(growth), growthText: growth };
  });
  // Bars are scaled to the largest growth so the three horizons compare at a glance.
  const largest = Math.max(...rows.map((row) => Math.abs(row.growth ?? 0)), 1);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-900/10 bg-white p-5 sm:p-7">
      <h2 id={headingId} className="font-display text-2xl text-ink-900">
        {t('painting.forecast_title')}
      </h2>
      <ul className="mt-6 space-y-5">
        {rows.map(({ horizon, price, growth, growthText }) => (
          <li key={horizon}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-ink-600">{t(`painting.horizons.${horizon}`)}</span>
              <span className="tabular-nums">
                <span className="font-medium text-ink-900">{formatUsd(price, language, { cents: true })}</span>
                {growthText !== null && (
                  <span className={growth !== null && growth < 0 ? 'ml-2 text-down' : 'ml-2 text-up'}>
                    {formatSignedPercent(growthText, language)}
                  </span>
                )}
              </span>
            </div>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-paper-100" aria-hidden="true">
              <div
                className="h-full rounded-full bg-gradient-to-r from-gold-400 to-gold-600"
                style={{ width: `${Math.max(4, (Math.abs(growth ?? 0) / largest) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-xs leading-relaxed text-ink-500">
        {t('painting.forecast_note', { price: formatUsd(currentPrice, language, { cents: true }) })}
      </p>
    </section>
  );
}
