import { useTranslation } from 'react-i18next';
import { LOCAL_KEYS, TAB_KEYS } from '../../../shared/lib/local-store.ts';

/**
 * The entries the app keeps in local storage, then the tab's session storage. The names are read
 * from the same lists the app writes with, so the policy cannot name a key the code does not use,
 * or miss one it does.
 */
const ENTRIES = [...Object.values(LOCAL_KEYS), ...Object.values(TAB_KEYS)];

export function StorageTable() {
  const { t } = useTranslation('legal');
  return (
    <>
      {/* Cards on narrow screens, where three text columns would be unreadable. */}
      <ul aria-label={t('storage.caption')} className="space-y-3 md:hidden">
        {ENTRIES.map((name) => (
          <li key={name} className="rounded-2xl border border-ink-900/10 bg-white p-4">
            <code className="rounded bg-paper-100 px-1.5 py-0.5 font-mono text-sm text-ink-900">{name}</code>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-ink-500">{t('storage.purpose')}</dt>
                <dd className="mt-0.5">{t(`storage.entries.${name}.purpose`)}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-ink-500">{t('storage.lifetime')}</dt>
                <dd className="mt-0.5">{t(`storage.entries.${name}.lifetime`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-2xl border border-ink-900/10 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('storage.caption')}</caption>
          <thead className="bg-paper-100 text-xs uppercase tracking-wider text-ink-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('storage.name')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('storage.purpose')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('storage.lifetime')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/5 align-top">
            {ENTRIES.map((name) => (
              <tr key={name}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <code className="whitespace-nowrap rounded bg-paper-100 px-1.5 py-0.5 font-mono text-[13px] text-ink-900">
                    {name}
                  </code>
                </th>
                <td className="px-4 py-3">{t(`storage.entries.${name}.purpose`)}</td>
                <td className="px-4 py-3 text-ink-600">{t(`storage.entries.${name}.lifetime`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
