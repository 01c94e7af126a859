import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import type { Language } from '@pinacoteca/contracts/constants';
import { isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import { parseUsd } from '@pinacoteca/contracts/money';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatPercent, formatQuantity, formatUsd, formatUsdCompact } from '../../../shared/lib/format.ts';

/**
 * "Under attribution" in place of a price and a chart (SPEC §3: current price 0). INDEX has a price
 * of 0 only while no painting is priced (an empty catalogue), which is said as such.
 */
export function UnderAttribution({ withHint = false, isIndex = false }: { withHint?: boolean; isIndex?: boolean }) {
  const { t } = useTranslation('tokens');
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1 text-xs font-medium text-gold-600">
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-gold-500" />
        {t(isIndex ? 'row.index_unpriced' : 'row.under_attribution')}
      </span>
      {withHint && (
        <span className="text-xs text-ink-500">
          {t(isIndex ? 'row.index_unpriced_hint' : 'row.under_attribution_hint')}
        </span>
      )}
    </div>
  );
}

/** A token's price with cents, as investors compare prices to the cent. */
export function Price({ token, className }: { token: Token; className?: string }) {
  const language = useLanguage();
  return (
    <span className={clsx('whitespace-nowrap', className)}>
      {formatUsd(token.current_price, language, { cents: true })}
    </span>
  );
}

/** Capitalization, or a dash while a painting has no price (0 × emission says nothing). */
export function Capitalization({ token, compact = false }: { token: Token; compact?: boolean }) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  if (parseUsd(token.capitalization) === 0n) {
    return <span aria-label={t('row.no_capitalization')}>—</span>;
  }
  return <>{compact ? formatUsdCompact(token.capitalization, language) : formatUsd(token.capitalization, language)}</>;
}

/** `rest` with one decimal everywhere, so a column of shares lines up ("38.0%", "87.5%"). */
export function formatRest(token: Token, language: Language): string {
  return formatPercent(token.rest, language, 1);
}

/** Available quantity and its share of the emission, over the progress bar; "not on sale" under attribution. */
export function AvailableFigures({ token }: { token: Token }) {
  const language = useLanguage();
  if (isUnderAttribution(token)) return <NotOnSale isIndex={token.painting_id === null} />;
  return (
    <span className="flex items-baseline justify-between gap-3 tabular-nums">
      <span className="font-medium text-ink-900">{formatQuantity(token.available, language)}</span>
      <span className="text-xs text-ink-500">{formatRest(token, language)}</span>
    </span>
  );
}

/** In place of availability while a painting is attributed (or, for INDEX, none is priced): not on sale yet. */
export function NotOnSale({ className, isIndex = false }: { className?: string; isIndex?: boolean }) {
  const { t } = useTranslation('tokens');
  return (
    <span className={clsx('block text-xs text-ink-500', className)}>
      {t(isIndex ? 'row.index_not_on_sale' : 'row.not_on_sale')}
    </span>
  );
}
