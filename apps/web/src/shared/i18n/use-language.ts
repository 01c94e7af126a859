import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pinacoteca/contracts/constants';

/** The interface language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}
