import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';
import { availableShare } from '../lib/figures.ts';

/** Tokens available out of the emission, as words and a thin progress bar (SPEC §2). */
export function TokenAvailability({
  token,
  className,
}: {
  token: Pick<Token, 'available' | 'emission'>;
  className?: string;
}) {
  const { t } = useTranslation('gallery');
  const language = useLanguage();
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
