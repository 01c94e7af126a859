import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pinacoteca/contracts/constants';
import { LOCAL_KEYS, readLocal, writeLocal } from '../lib/local-store.ts';

/**
 * One namespace per feature in `locales/<lang>/<namespace>.json`, loaded with the feature's
 * code, so a page downloads only its own texts.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

function storedLanguage(): Language {
  const stored = readLocal(LOCAL_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

void i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: (error: unknown, data?: Record<string, unknown>) => void) {
      const load = bundles[`./locales/${language}/${namespace}.json`];
      if (!load) {
        callback(new Error(`no texts for ${language}/${namespace}`));
        return;
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error),
      );
    },
  })
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

/** Switches the interface language and keeps the choice locally. */
export function setLanguage(language: Language): Promise<unknown> {
  writeLocal(LOCAL_KEYS.language, language);
  return i18n.changeLanguage(language);
}

export default i18n;
