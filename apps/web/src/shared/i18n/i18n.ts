import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@pinacoteca/contracts/constants';
import { hasCookie, writeCookie } from '../lib/cookies.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from '../lib/local-store.ts';

/**
 * One namespace per feature in `locales/<lang>/<namespace>.json`, loaded with the feature's
 * code, so a page downloads only its own texts.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const isLanguage = (value: string | null): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

const inBrowser = typeof window !== 'undefined';

/**
 * The address's `?lang=` first: search results and shared links point at a language's version
 * (the server's hreflang alternates, docs/decisions/0032). It holds for this visit only; the
 * stored choice changes only when the visitor picks a language. Then the stored choice, then the
 * language the server chose for the page (`<html lang>`, from Accept-Language).
 */
function initialLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const stored = readLocal(LOCAL_KEYS.language);
  if (isLanguage(stored)) {
    // Choices kept before the cookie existed reach the server from the next page on.
    if (!hasCookie(LANGUAGE_COOKIE, stored)) writeCookie(LANGUAGE_COOKIE, stored);
    return stored;
  }
  const served = document.documentElement.lang;
  return isLanguage(served) ? served : DEFAULT_LANGUAGE;
}

/** The language this page load starts in, chosen before anything changes `<html lang>`. */
export const startLanguage = initialLanguage();

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
    lng: startLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/**
 * `<html lang>` follows the language. Written only when it differs: writing it, even unchanged,
 * restyles the whole page (the language is inherited by every element), a long task on a phone
 * while a server-drawn page, already in its language, is being taken over.
 */
function markLanguage(language: string): void {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

if (inBrowser) {
  i18n.on('languageChanged', markLanguage);
  markLanguage(startLanguage);
}

/** Every text of every language, loaded at once: the server renders any page without waiting. */
export async function loadAllTexts(): Promise<void> {
  const namespaces = [...new Set(Object.keys(bundles).map((file) => file.split('/')[3]!.replace(/\.json$/, '')))];
  await i18n.reloadResources([...LANGUAGES], namespaces);
}

/**
 * Starts counting the namespaces rendered components ask for; the answer lists them with their
 * texts in a language, which the server embeds so the browser hydrates without fetching them.
 */
export function trackUsedTexts(): (language: Language) => Record<string, Record<string, unknown>> {
  const used = new Set<string>(['common']);
  i18n.reportNamespaces = {
    addUsedNamespaces: (namespaces) => [namespaces].flat().forEach((ns) => used.add(ns)),
    getUsedNamespaces: () => [...used],
  };
  return (language) =>
    Object.fromEntries([...used].map((ns) => [ns, i18n.getResourceBundle(language, ns) as Record<string, unknown>]));
}

/** Adds texts embedded in a server-rendered page, then switches to its language. */
export function adoptTexts(language: Language, texts: Record<string, Record<string, unknown>>): Promise<unknown> {
  for (const [ns, resources] of Object.entries(texts)) i18n.addResourceBundle(language, ns, resources, true, true);
  return i18n.changeLanguage(language);
}

export { i18n };

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}

/** Switches the interface language and keeps the choice locally. */
export function setLanguage(language: Language): Promise<unknown> {
  writeLocal(LOCAL_KEYS.language, language);
  writeCookie(LANGUAGE_COOKIE, language);
  return i18n.changeLanguage(language);
}
