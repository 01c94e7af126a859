import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';
import { AvailabilityBar } from './availability-bar.tsx';
import { MiniChartButton } from './mini-chart-button.tsx';
import { RowActions } from './row-actions.tsx';
import { AvailableFigures, Capitalization, formatRest, NotOnSale, Price, UnderAttribution } from './token-figures.tsx';
import { TokenLabel } from '../../../shared/ui/token-icon.tsx';

interface TokenTableProps {
  indexToken: Token;
  artTokens: readonly Token[];
  swapEnabled: boolean;
  onOpenChart: (token: Token) => void;
}

// Tablet (md) has four columns: the token with its availability under its name, price (with
// capitalization beneath), chart and actions. Desktop (lg) gives capitalization, unavailable and
// available columns of their own.
const wide = 'hidden lg:table-cell';
const th = 'px-3 py-3 text-xs font-medium uppercase tracking-wider text-ink-500 first:pl-5 last:pr-5 lg:px-4';
const td = 'px-3 py-4 align-middle first:pl-5 last:pr-5 lg:px-4';

/** The token table for tablet and desktop widths. */
export function TokenTable({ indexToken, artTokens, swapEnabled, onOpenChart }: TokenTableProps) {
  const { t } = useTranslation('tokens');
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-ink-900/10 bg-white md:block">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="border-b border-ink-900/10 bg-paper-50">
          <tr>
            <th scope="col" className={clsx(th, 'text-left')}>
              {t('table.name')}
            </th>
            <th scope="col" className={clsx(th, wide, 'text-right')}>
              {t('table.capitalization')}
            </th>
            <th scope="col" className={clsx(th, wide, 'text-right')}>
              {t('table.unavailable')}
            </th>
            <th scope="col" className={clsx(th, wide, 'w-44 text-left')}>
              {t('table.available')}
            </th>
            <th scope="col" className={clsx(th, 'text-right')}>
              {t('table.price')}
            </th>
            <th scope="col" className={clsx(th, 'w-[172px] text-left')}>
              {t('table.chart')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <TokenRow token={indexToken} isIndex swapEnabled={swapEnabled} onOpenChart={onOpenChart} />
        </tbody>
        {artTokens.length > 0 && (
          <tbody>
            <tr className="border-t border-ink-900/10">
              <th
                scope="rowgroup"
                colSpan={7}
                className="bg-paper-50 px-5 py-2 text-left text-xs font-medium uppercase tracking-wider text-ink-500"
              >
                {t('table.art_tokens', { count: artTokens.length })}
              </th>
            </tr>
            {artTokens.map((token) => (
              <TokenRow key={token.id} token={token} swapEnabled={swapEnabled} onOpenChart={onOpenChart} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

interface TokenRowProps {
  token: Token;
  isIndex?: boolean;
  swapEnabled: boolean;
  onOpenChart: (token: Token) => void;
}

function TokenRow({ token, isIndex = false, swapEnabled, onOpenChart }: TokenRowProps) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  const unattributed = isUnderAttribution(token);
  return (
    <tr
      className={clsx('border-t border-ink-900/5 transition-colors', isIndex ? 'bg-gold-100/40' : 'hover:bg-paper-50')}
    >
      <th scope="row" className={clsx(td, 'text-left font-normal')}>
        <div className="lg:max-w-64">
          <TokenLabel token={token} size={isIndex ? 44 : 40} />
          <div className={clsx('mt-3 lg:hidden', isIndex ? 'pl-14' : 'pl-[52px]')}>
            {unattributed ? (
              <NotOnSale isIndex={isIndex} />
            ) : (
              <p className="flex items-baseline justify-between gap-3 text-xs tabular-nums text-ink-500">
                <span>
                  {t('table.available')}{' '}
                  <span className="font-medium text-ink-900">{formatQuantity(token.available, language)}</span>
                </span>
                <span>{formatRest(token, language)}</span>
              </p>
            )}
            <AvailabilityBar token={token} className="mt-1.5" />
          </div>
        </div>
      </th>
      <td className={clsx(td, wide, 'text-right tabular-nums text-ink-900')}>
        <Capitalization token={token} />
      </td>
      <td className={clsx(td, wide, 'text-right tabular-nums text-ink-700')}>
        {formatQuantity(token.unavailable, language)}
      </td>
      <td className={clsx(td, wide)}>
        <AvailableFigures token={token} />
        <AvailabilityBar token={token} className="mt-2" />
      </td>
      {unattributed ? (
        <td colSpan={2} className={td}>
          <UnderAttribution withHint isIndex={isIndex} />
        </td>
      ) : (
        <>
          <td className={clsx(td, 'text-right tabular-nums')}>
            <Price token={token} className="font-medium text-ink-900" />
            <span className="mt-1 block whitespace-nowrap text-xs text-ink-500 lg:hidden">
              {t('row.capitalization_short')} <Capitalization token={token} compact />
            </span>
          </td>
          <td className={td}>
            <MiniChartButton token={token} onOpen={onOpenChart} />
          </td>
        </>
      )}
      <td className={td}>
        <RowActions token={token} swapEnabled={swapEnabled} layout="compact" />
      </td>
    </tr>
  );
}
