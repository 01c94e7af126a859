import type { Language } from '@pinacoteca/contracts/constants';

const LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };

/** "$1,234.50" / "1 234,50 $" from a wire amount string; never through floating-point maths. */
export function formatUsd(amount: string, language: Language, options: { cents?: boolean } = {}): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const showCents = options.cents ?? fraction !== '00';
  const grouped = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(BigInt(whole));
  const decimal = language === 'ru' ? ',' : '.';
  const number = showCents ? `${grouped}${decimal}${fraction}` : grouped;
  // A non-breaking space keeps "1 234 $" on one line.
  return language === 'ru' ? `${number}\u00a0$` : `$${number}`;
}

/** Compact money for large figures: "$8.5M" / "8,5 млн $". */
export function formatUsdCompact(amount: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
    currencyDisplay: language === 'ru' ? 'narrowSymbol' : 'symbol',
  }).format(Number(amount));
}

export function formatQuantity(quantity: string | number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(BigInt(quantity));
}

export function formatDate(iso: string, language: Language, style: 'short' | 'long' = 'short'): string {
  const date = iso.length === 10 ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function formatPercent(percent: string, language: Language): string {
  return `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(Number(percent))}%`;
}
