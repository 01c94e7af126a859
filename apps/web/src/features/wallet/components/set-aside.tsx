import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Cents } from '@pinacoteca/contracts/money';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity, formatUsd } from '../../../shared/lib/format.ts';
import { TokenLabel } from '../../../shared/ui/token-icon.tsx';
import type { SetAsideItem } from '../lib/holdings.ts';
import { Panel } from './wallet-sections.tsx';

/**
 * Tokens set aside for withdrawals and sales not yet done (issue 11 §8), each leading to its
 * operation. Shown apart from the holdings: counted in them, they would look spendable; left out
 * altogether, a person who withdrew everything saw their tokens vanish until an operator decided.
 */
export function SetAsidePanel({
  items,
  totalCents,
  className,
}: {
  items: SetAsideItem[];
  totalCents: Cents;
  className?: string;
}) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <Panel
      title={t('set_aside.title')}
      className={className}
      aside={
        <span className="font-display text-xl tabular-nums text-ink-900" data-testid="set-aside-total">
          {formatUsd(totalCents, language, { cents: true })}
        </span>
      }
    >
      <p className="-mt-2 mb-4 text-sm text-ink-600">{t('set_aside.note')}</p>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.operation_id}>
            <Link
              to={`/operations/${item.operation_id}`}
              className="block rounded-xl border border-ink-900/10 bg-paper-50 px-4 py-3 transition-colors hover:border-gold-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
            >
              <div className="flex items-center justify-between gap-3">
                {item.token ? (
                  <TokenLabel token={item.token} size={32} />
                ) : (
                  <span className="min-w-0 font-medium text-ink-900">{t('set_aside.unlisted')}</span>
                )}
                <span className="shrink-0 text-right">
                  <span className="block font-medium tabular-nums text-ink-900">
                    {formatUsd(item.value, language, { cents: true })}
                  </span>
                  <span className="block text-xs tabular-nums text-ink-500">
                    {t('set_aside.amount', {
                      formatted: formatQuantity(item.amount, language),
                      count: Number(item.amount),
                    })}
                  </span>
                </span>
              </div>
              <span className="mt-2 flex items-center justify-between gap-3 text-xs text-ink-600">
                <span>{t(`set_aside.status.${item.kind}_${item.status}`)}</span>
                <span aria-hidden="true" className="text-gold-600">
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
