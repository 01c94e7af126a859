import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pinacoteca/contracts/constants';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';

/** EN | RU; the choice is kept locally (SPEC §2). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language')}
      className="flex rounded-full border border-ink-900/15 p-0.5 text-xs font-semibold"
    >
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          aria-pressed={language === lng}
          onClick={() => void setLanguage(lng)}
          className={clsx(
            'rounded-full px-2.5 py-1 uppercase transition-colors',
            language === lng ? 'bg-ink-900 text-paper-50' : 'text-ink-600 hover:text-ink-900',
          )}
        >
          {lng}
        </button>
      ))}
    </div>
  );
}
