import clsx from 'clsx';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { priceChangePercent } from '@pinacoteca/contracts/token-rules';
import { formatSignedPercent, formatUsd } from '../../../shared/lib/format.ts';

/** The change of a token's price since issue, coloured by direction; nothing when there is no base. */
export function PriceChange({ from, to, className }: { from: string; to: string; className?: string }) {
  const language = useLanguage();
  const change = priceChangePercent(from, to);
  if (change === null) return null;
  const direction = Number(change) > 0 ? 'up' : Number(change) < 0 ? 'down' : 'flat';
  return (
    <span
      className={clsx(
        'tabular-nums',
        direction === 'up' && 'text-up',
        direction === 'down' && 'text-down',
        direction === 'flat' && 'text-ink-500',
        className,
      )}
    >
      {formatSignedPercent(change, language)}
    </span>
  );
}

/** "$85" with its change since issue ("+21.95%"). */
export function TokenPrice({
  token,
  className,
}: {
  token: Pick<Token, 'current_price' | 'base_price'>;
  className?: string;
}) {
  const language = useLanguage();
  return (
    <span className={clsx('inline-flex items-baseline gap-2', className)}>
      <span className="font-medium text-ink-900 tabular-nums">{formatUsd(token.current_price, language)}</span>
      <PriceChange from={token.base_price} to={token.current_price} className="text-xs" />
    </span>
  );
}
