import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatUsd, formatUsdCompact } from '../../../shared/lib/format.ts';
import { isUnderAttribution, priceChangePercent } from '@pinacoteca/contracts/token-rules';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import { SignedPercent } from './signed-percent.tsx';
import { TokenIcon } from '../../../shared/ui/token-icon.tsx';

interface IndexSummaryProps {
  indexToken: Token;
  artTokens: readonly Token[];
  onOpenChart: (token: Token) => void;
}

/** The head of the page: what one INDEX token costs now, and how far it has come from its base price. */
export function IndexSummary({ indexToken, artTokens, onOpenChart }: IndexSummaryProps) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  const change = priceChangePercent(indexToken.base_price, indexToken.current_price);
  const attributed = artTokens.filter((token) => !isUnderAttribution(token));
  // The collection's worth is the sum of the paintings' capitalizations, added up in whole cents.
  const collectionCents = attributed.reduce((sum, token) => sum + parseUsd(token.capitalization), 0n);
  const collectionValue = formatCents(collectionCents);

  return (
    <section
      aria-labelledby="index-price-heading"
      className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-8 text-paper-50 sm:px-10 sm:py-10"
    >
      {/* A faint gilt frame corner: the gallery's signature, kept out of the reading order. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full border border-gold-500/20"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-10 -top-10 h-44 w-44 rounded-full border border-gold-500/15"
      />

      <div className="relative grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-end md:gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-12">
        <div>
          <div className="flex items-center gap-3">
            <TokenIcon token={indexToken} size={48} className="ring-gold-500/40" />
            <div>
              <h2 id="index-price-heading" className="text-sm text-paper-200">
                {t('index.heading')}
              </h2>
              <p className="text-xs uppercase tracking-[0.2em] text-gold-400">{indexToken.symbol}</p>
            </div>
          </div>
          <p className="mt-6 font-display text-5xl tabular-nums tracking-tight sm:text-6xl">
            {formatUsd(indexToken.current_price, language, { cents: true })}
          </p>
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {change !== null && (
              <span className="rounded-full bg-paper-50 px-2.5 py-0.5 font-medium">
                <SignedPercent percent={change} />
              </span>
            )}
            <span className="text-paper-200">
              {/* No painting priced yet (an empty catalogue): a base of $0.00 would say nothing. */}
              {isUnderAttribution(indexToken)
                ? t('row.index_unpriced_hint')
                : t('index.vs_base', { price: formatUsd(indexToken.base_price, language, { cents: true }) })}
            </span>
          </p>
        </div>

        <div>
          <p className="text-sm leading-relaxed text-paper-200">{t('index.about')}</p>
          <dl className="mt-6 grid grid-cols-2 gap-6 border-t border-paper-50/10 pt-5">
            <div>
              <dt className="text-xs text-paper-200/80">{t('index.paintings')}</dt>
              <dd className="mt-1 font-display text-2xl tabular-nums">{attributed.length}</dd>
            </div>
            <div>
              <dt className="text-xs text-paper-200/80">{t('index.collection_value')}</dt>
              <dd className="mt-1 font-display text-2xl tabular-nums">{formatUsdCompact(collectionValue, language)}</dd>
            </div>
          </dl>
          <button
            type="button"
            onClick={() => onOpenChart(indexToken)}
            aria-haspopup="dialog"
            className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-gold-400 transition-colors hover:text-gold-100 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-500"
          >
            {t('index.open_chart')}
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
              <path
                d="M3 8h10M9 4l4 4-4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
