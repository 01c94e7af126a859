import { useTranslation } from 'react-i18next';
import { INDEX_TOKEN_SYMBOL } from '@pinacoteca/contracts/constants';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatDate, formatQuantity } from '../../../shared/lib/format.ts';
import { useBonuses } from '../../../shared/api/referral-bonuses.ts';

/** Referral bonuses received, in the index token unit (SPEC §2). */
export function BonusesCard() {
  const { t } = useTranslation('partners');
  const language = useLanguage();
  const { data, isError } = useBonuses();
  return (
    <section className="rounded-2xl border border-ink-900/10 bg-white p-6 sm:p-8">
      <h2 className="text-xs uppercase tracking-[0.14em] text-ink-500">{t('bonuses.title')}</h2>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="font-display text-4xl lining-nums tabular-nums text-ink-900" data-testid="bonuses-amount">
          {data ? formatQuantity(data.index_token_amount, language) : isError ? '—' : '…'}
        </span>
        <span className="text-sm font-medium text-ink-600">{INDEX_TOKEN_SYMBOL}</span>
      </p>
      {/* Held bonuses (decision 0067) are counted above but cannot be moved yet: said, with when the first frees up. */}
      {data && data.held_amount !== '0' && (
        <p className="mt-3 text-sm leading-relaxed text-ink-800" data-testid="bonuses-held">
          {t('bonuses.held', {
            amount: formatQuantity(data.held_amount, language),
            symbol: INDEX_TOKEN_SYMBOL,
            date: data.next_release_at ? formatDate(data.next_release_at, language, 'long') : '',
          })}
        </p>
      )}
      <p className="mt-3 text-sm leading-relaxed text-ink-600">{isError ? t('bonuses.failed') : t('bonuses.text')}</p>
      {/* The rule that holds a bonus and can take it back (decisions 0061, 0066, 0067), so a smaller balance is never a surprise. */}
      {data && (
        <p className="mt-2 text-sm leading-relaxed text-ink-600" data-testid="bonuses-rule">
          {data.clawback_days > 0 ? t('bonuses.clawback', { count: data.clawback_days }) : t('bonuses.refund_only')}
        </p>
      )}
    </section>
  );
}
