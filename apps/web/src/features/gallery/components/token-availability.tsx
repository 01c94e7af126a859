import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';
import { availableShare } from '../lib/figures.ts';

/**
 * Tokens available out of the emission, as words and a thin progress bar (SPEC §2). Under
 * attribution every token is still in the treasury but none is on sale: an empty dashed track
 * and words that say so, never a full "100 % available" bar.
 */
export function TokenAvailability({
  token,
  className,
}: {
  token: Pick<Token, 'available' | 'emission' | 'current_price'>;
  className?: string;
}) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
  if (isUnderAttribution(token))
    return (
      <div className={className}>
        <div className="h-1 rounded-full border border-dashed border-ink-900/25" aria-hidden="true" />
        <p className="mt-2 text-xs text-ink-500">{t('card.not_on_sale')}</p>
      </div>
    );
  const share = availableShare(token.available, token.emission);
  return (
    <div className={className}>
      <div className="h-1 overflow-hidden rounded-full bg-ink-900/10" aria-hidden="true">
        <div
          className={clsx('h-full rounded-full', share > 0 ? 'bg-gold-500' : 'bg-ink-300')}
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-ink-500 tabular-nums">
        {t('card.available', {
          count: Number(token.emission),
          available: formatQuantity(token.available, language),
          emission: formatQuantity(token.emission, language),
        })}
      </p>
    </div>
  );
}
