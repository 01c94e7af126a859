import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';
import { AvailabilityBar } from './availability-bar.tsx';
import { MiniChartButton } from './mini-chart-button.tsx';
import { RowActions } from './row-actions.tsx';
import { Capitalization, formatRest, NotOnSale, Price, UnderAttribution } from './token-figures.tsx';
import { TokenLabel } from '../../../shared/ui/token-icon.tsx';

interface TokenCardsProps {
  indexToken: Token;
  artTokens: readonly Token[];
  swapEnabled: boolean;
  onOpenChart: (token: Token) => void;
}

/** The token list on phones: one card per token, every column of the table inside it. */
export function TokenCards({ indexToken, artTokens, swapEnabled, onOpenChart }: TokenCardsProps) {
  const { t } = useTranslation('tokens');
  return (
    <div className="space-y-4 md:hidden">
      <TokenCard token={indexToken} isIndex swapEnabled={swapEnabled} onOpenChart={onOpenChart} />
      {artTokens.length > 0 && (
        <>
          <h2 className="px-1 pt-4 text-xs font-medium uppercase tracking-wider text-ink-500">
            {t('table.art_tokens', { count: artTokens.length })}
          </h2>
          <ul className="space-y-4">
            {artTokens.map((token) => (
              <li key={token.id}>
                <TokenCard token={token} swapEnabled={swapEnabled} onOpenChart={onOpenChart} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface TokenCardProps {
  token: Token;
  isIndex?: boolean;
  swapEnabled: boolean;
  onOpenChart: (token: Token) => void;
}

function TokenCard({ token, isIndex = false, swapEnabled, onOpenChart }: TokenCardProps) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  const unattributed = isUnderAttribution(token);
  return (
    <article
      aria-label={token.name}
      className={clsx(
        'rounded-2xl border bg-white p-5',
        isIndex ? 'border-gold-400/70 bg-gradient-to-b from-gold-100/50 to-white' : 'border-ink-900/10',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <TokenLabel token={token} size={44} clamp={false} />
        {!unattributed && (
          <div className="shrink-0 text-right">
            <p className="text-xs text-ink-500">{t('table.price')}</p>
            <Price token={token} className="font-display text-xl tabular-nums text-ink-900" />
          </div>
        )}
      </div>

      {unattributed ? (
        <div className="mt-4">
          <UnderAttribution withHint isIndex={isIndex} />
        </div>
      ) : null}

      <div className="mt-5 flex items-end justify-between gap-4">
        <dl className="grid min-w-0 gap-3 text-sm">
          <div>
            <dt className="text-xs text-ink-500">{t('table.capitalization')}</dt>
            <dd className="tabular-nums text-ink-900">
              <Capitalization token={token} compact />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-500">{t('table.unavailable')}</dt>
            <dd className="tabular-nums text-ink-900">{formatQuantity(token.unavailable, language)}</dd>
          </div>
        </dl>
        {!unattributed && <MiniChartButton token={token} onOpen={onOpenChart} />}
      </div>

      <div className="mt-5">
        <div className="flex items-baseline justify-between gap-3 text-sm tabular-nums">
          <span className="text-xs text-ink-500">{t('table.available')}</span>
          {unattributed ? (
            <NotOnSale isIndex={isIndex} />
          ) : (
            <span>
              <span className="font-medium text-ink-900">{formatQuantity(token.available, language)}</span>
              <span className="text-xs text-ink-500"> · {formatRest(token, language)}</span>
            </span>
          )}
        </div>
        <AvailabilityBar token={token} className="mt-2" />
      </div>

      <div className="mt-5">
        <RowActions token={token} swapEnabled={swapEnabled} layout="stretch" />
      </div>
    </article>
  );
}
