import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pinacoteca/contracts/constants';
import { LOCAL_KEYS, readLocal, writeLocal } from '../lib/local-store.ts';

/**
 * One namespace per feature in `locales/<lang>/<namespace>.json`, loaded with the feature's
 * code, so a page downloads only its own texts.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const isLanguage = (value: string | null): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * The address's `?lang=` first: search results and shared links point at a language's version
 * (the server's hreflang alternates, docs/decisions/0032). It holds for this visit only; the
 * stored choice changes only when the visitor picks a language.
 */
function initialLanguage(): Language {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const stored = readLocal(LOCAL_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
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
    lng: initialLanguage(),
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
