import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatRest } from './token-figures.tsx';

/**
 * The share of the emission still available (`rest`, SPEC §2's progress bar). A painting under
 * attribution has all its tokens in the treasury but none on sale, so it gets an empty dashed
 * track rather than a full "100 % available" bar; the words beside it say why.
 */
export function AvailabilityBar({ token, className }: { token: Token; className?: string }) {
  const { t } = useTranslation('tokens');
  const language = useLanguage();
  if (isUnderAttribution(token)) {
    return (
      <div
        aria-hidden="true"
        className={clsx('h-1.5 w-full rounded-full border border-dashed border-ink-900/25', className)}
      />
    );
  }
  const percent = Math.min(100, Math.max(0, Number(token.rest)));
  const text = t('row.available_share', { percent: formatRest(token, language) });
  return (
    <div
      role="progressbar"
      aria-label={t('row.available_label', { name: token.name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      className={clsx('h-1.5 w-full overflow-hidden rounded-full bg-paper-200', className)}
    >
      <div
        className={clsx('h-full rounded-full', percent > 0 ? 'bg-gold-500' : 'bg-transparent')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
