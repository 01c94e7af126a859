import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppleIcon, GooglePlayIcon } from './icons.tsx';

/**
 * The mobile apps are not released: the badges are shown as disabled buttons with a note
 * saying so, rather than links to store pages that do not exist.
 */
export function StoreButtons() {
  const { t } = useTranslation('landing');
  const noteId = useId();
  return (
    <div className="mt-16 flex flex-col gap-6 border-t border-paper-50/10 pt-10 lg:flex-row lg:items-center lg:justify-between">
      <div>
        <h3 className="font-display text-2xl text-paper-50">{t('stores.title')}</h3>
        <p id={noteId} className="mt-1 text-sm text-ink-300">
          {t('stores.note')}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <StoreBadge
          icon={<AppleIcon className="h-7 w-7" />}
          small={t('stores.app_store_small')}
          name={t('stores.app_store')}
          noteId={noteId}
        />
        <StoreBadge
          icon={<GooglePlayIcon className="h-6 w-6" />}
          small={t('stores.google_play_small')}
          name={t('stores.google_play')}
          noteId={noteId}
        />
      </div>
    </div>
  );
}

function StoreBadge({ icon, small, name, noteId }: { icon: ReactNode; small: string; name: string; noteId: string }) {
  const { t } = useTranslation('landing');
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby={noteId}
      className="flex h-14 w-full cursor-not-allowed sm:w-auto items-center gap-3 rounded-xl border border-paper-50/25 bg-ink-800 pl-4 pr-3 text-left text-paper-50/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
    >
      <span className="opacity-80">{icon}</span>
      <span className="flex flex-col leading-tight">
        <span className="text-[11px]">{small}</span>
        <span className="text-lg font-semibold tracking-tight">{name}</span>
      </span>
      <span className="ml-auto mt-2 self-start whitespace-nowrap sm:ml-2 rounded-full border border-gold-500/60 px-2 py-0.5 text-[10px] font-semibold uppercase tracking-wider text-gold-400">
        {t('stores.soon')}
      </span>
    </button>
  );
}
