import clsx from 'clsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatSignedPercent } from '../../../shared/lib/format.ts';

/** "+12.4%" in green, "−3.1%" in red: a change from `priceChangePercent`, at a glance. */
export function SignedPercent({ percent, className }: { percent: string; className?: string }) {
  const language = useLanguage();
  const direction = Math.sign(Number(percent));
  return (
    <span className={clsx('tabular-nums', direction > 0 && 'text-up', direction < 0 && 'text-down', className)}>
      {formatSignedPercent(percent, language)}
    </span>
  );
}
