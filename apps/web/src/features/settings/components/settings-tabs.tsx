import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SETTINGS_TABS } from '../lib/tabs.ts';

/** The three tabs as links, so each has its address (SPEC §2: /settings/{tab}). */
export function SettingsTabs() {
  const { t } = useTranslation('settings');
  return (
    <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max min-w-full gap-1 rounded-full border border-ink-900/10 bg-white p-1 sm:w-auto sm:min-w-0 sm:inline-flex">
        {SETTINGS_TABS.map((tab) => (
          <li key={tab} className="flex-1 sm:flex-none">
            <NavLink
              to={`/settings/${tab}`}
              className={({ isActive }) =>
                clsx(
                  'block rounded-full px-3 py-2 text-center text-sm whitespace-nowrap transition-colors sm:px-5',
                  isActive ? 'bg-ink-900 font-medium text-paper-50' : 'text-ink-600 hover:text-ink-900',
                )
              }
            >
              {t(`tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
