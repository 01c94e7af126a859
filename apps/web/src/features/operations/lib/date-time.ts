import type { Language } from '@pinacoteca/contracts/constants';

const LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };

/** "Nov 21, 2026, 14:05" in the person's own time zone: when they placed an order. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
