import clsx from 'clsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatPercent } from '../../../shared/lib/format.ts';

/** "+12.4%" in green, "−3.1%" in red: a change in price at a glance. */
export function SignedPercent({ value, className }: { value: number; className?: string }) {
  const language = useLanguage();
  const rounded = Number(value.toFixed(2));
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return (
    <span className={clsx('tabular-nums', rounded > 0 && 'text-up', rounded < 0 && 'text-down', className)}>
      {sign}
      {formatPercent(Math.abs(rounded).toFixed(2), language)}
    </span>
  );
}
