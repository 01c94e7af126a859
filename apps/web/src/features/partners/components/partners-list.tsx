import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Partner } from '@pinacoteca/contracts/referral/partners';
import { ErrorState, Spinner } from '../../../shared/ui/states.tsx';
import { typedText } from '../../../shared/ui/typed-text.ts';
import { usePartners } from '../api/partners.ts';

function LevelBadge({ level }: { level: Partner['level'] }) {
  const { t } = useTranslation('partners');
  return (
    <span
      className={clsx(
        'inline-flex h-7 shrink-0 items-center whitespace-nowrap rounded-full px-3 text-xs font-medium',
        level === 1 ? 'bg-gold-100 text-gold-600' : 'bg-paper-100 text-ink-600',
      )}
    >
      {t('list.level', { level })}
    </span>
  );
}

/** SPEC §2 Partners: level and e-mail of each partner, or "No partners yet". */
export function PartnersList() {
  const { t } = useTranslation('partners');
  const { data, isPending, isError, refetch } = usePartners();

  return (
    <section aria-labelledby="partners-heading" className="rounded-2xl border border-ink-900/10 bg-white">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-ink-900/10 px-6 py-5 sm:px-8">
        <h2 id="partners-heading" className="font-display text-2xl text-ink-900">
          {t('list.title')}
        </h2>
        {data && data.length > 0 && <p className="text-sm text-ink-500">{t('list.count', { count: data.length })}</p>}
      </header>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <div className="px-6 py-14 text-center sm:px-8">
          <p className="font-display text-xl text-ink-900">{t('list.empty')}</p>
          <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-ink-500">{t('list.empty_hint')}</p>
        </div>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-[0.14em] text-ink-500">
            <tr>
              <th scope="col" className="w-px whitespace-nowrap py-3 pl-6 pr-4 font-normal sm:pl-8 sm:pr-10">
                {t('list.level_column')}
              </th>
              <th scope="col" className="py-3 pr-6 font-normal sm:pr-8">
                {t('list.email_column')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((partner, index) => (
              <tr key={`${partner.level}:${partner.email}:${index}`} className="border-t border-ink-900/5">
                <td className="py-4 pl-6 pr-4 align-top sm:pl-8 sm:pr-10">
                  <LevelBadge level={partner.level} />
                </td>
                <td className={clsx('py-4 pr-6 align-top leading-7 text-ink-900 sm:pr-8', typedText)}>
                  {partner.email}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="border-t border-ink-900/10 px-6 py-4 text-xs leading-relaxed text-ink-500 sm:px-8">
        {t('list.levels_note')}
      </p>
    </section>
  );
}
