import type { Language } from '@pinacoteca/contracts/constants';
import { formatCents, parseSignedUsd, type Cents } from '@pinacoteca/contracts/money';

/**
 * Every number the app shows goes through this module, so one language writes numbers one way
 * everywhere: English "1,234.50", Russian "1 234,50" (a no-break space between groups and a decimal
 * comma). Not the narrow no-break space of Russian typography: Playfair, the large figures' face,
 * draws it a tenth of an em wide, and "1 700,00" read as "1700,00" (an outside tester's finding). Digits are placed by hand rather than by
 * `Intl.NumberFormat`, whose Russian group separator differs between Node (a no-break space) and
 * browsers, and so between the server-rendered page and the hydrated one. Money and quantities
 * are formatted from their decimal strings, never through floating point.
 */

const LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };
const GROUP: Record<Language, string> = { en: ',', ru: '\u00a0' };
const DECIMAL: Record<Language, string> = { en: '.', ru: ',' };
/** A true minus sign, the width of a plus, so signed figures line up. */
const MINUS = '\u2212';
const DECIMAL_TEXT = /^([-+]?)(\d+)(?:\.(\d+))?$/;

/**
 * Intl formatters are costly to make (a table of one tokens page makes hundreds of dates): each
 * language and set of options gets one, made on first use and kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(LOCALES[language], options)));
  return formatter;
}

interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

function parseDecimal(value: string | number | bigint): Decimal {
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) throw new RangeError(`not a decimal number: ${String(value)}`);
  return { negative: match[1] === '-', whole: match[2]!.replace(/^0+(?=\d)/, ''), fraction: match[3] ?? '' };
}

/** Rounds half away from zero to `places` decimals, in whole numbers. */
function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.fraction.length <= places) return value;
  const scaled = BigInt(value.whole + value.fraction.slice(0, places));
  const rounded = Number(value.fraction[places]) >= 5 ? scaled + 1n : scaled;
  const digits = rounded.toString().padStart(places + 1, '0');
  return {
    negative: value.negative,
    whole: places === 0 ? digits : digits.slice(0, -places),
    fraction: places === 0 ? '' : digits.slice(-places),
  };
}

function groupDigits(whole: string, language: Language): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[language]);
}

/**
 * A decimal number in the language's way: `minFraction` to `maxFraction` places (rounded half away
 * from zero, trailing zeros dropped down to `minFraction`). Negative numbers get a minus sign.
 */
export function formatNumber(
  value: string | number | bigint,
  language: Language,
  { minFraction = 0, maxFraction = Infinity }: { minFraction?: number; maxFraction?: number } = {},
): string {
  const rounded = roundDecimal(parseDecimal(value), maxFraction);
  let fraction = rounded.fraction.replace(/0+$/, '');
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0');
  const isZero = /^0*$/.test(rounded.whole + fraction);
  const text = groupDigits(rounded.whole, language) + (fraction ? DECIMAL[language] + fraction : '');
  return rounded.negative && !isZero ? MINUS + text : text;
}

/**
 * "$1,234.50" / "1 234,50 $" from a wire amount string or integer cents (read by the one USD
 * codec, money.ts). Cents show when asked for, or when the amount has some; `signed` puts a plus
 * before gains ("+$12.00"); losses always carry a minus.
 */
export function formatUsd(
  amount: string | Cents,
  language: Language,
  options: { cents?: boolean; signed?: boolean } = {},
): string {
  const cents = typeof amount === 'bigint' ? amount : parseSignedUsd(amount);
  const abs = cents < 0n ? -cents : cents;
  const places = (options.cents ?? abs % 100n !== 0n) ? 2 : 0;
  // Whole dollars round half away from zero, as every figure does.
  const shown = places === 2 ? abs : ((abs + 50n) / 100n) * 100n;
  const digits = formatNumber(formatCents(shown), language, { minFraction: places, maxFraction: places });
  const sign = shown === 0n ? '' : cents < 0n ? MINUS : options.signed ? '+' : '';
  // A no-break space keeps "1 234 $" on one line.
  return language === 'ru' ? `${sign}${digits}\u00a0$` : `${sign}$${digits}`;
}

/** A chart's axis or plotted value (a float of dollars) as money: "$62.50", "$100". */
export function formatUsdValue(dollars: number, language: Language): string {
  return formatUsd(BigInt(Math.round(dollars * 100)), language);
}

/** Thousands, millions, billions, trillions, as each language abbreviates them. */
const COMPACT_UNITS: Record<Language, readonly string[]> = {
  en: ['', 'K', 'M', 'B', 'T'],
  ru: ['', 'тыс.', 'млн', 'млрд', 'трлн'],
};

/**
 * Compact money for large figures: "$8.5M" / "8,5 млн $", at most one decimal, rounded half away
 * from zero, as `Intl.NumberFormat`'s compact currency notation writes it. Made by hand: the first
 * compact formatter a page makes loads the engine's compact-notation data, about 50 ms of a
 * phone's main thread while the page is being taken over (docs/decisions/0058).
 */
export function formatUsdCompact(amount: string, language: Language): string {
  const value = parseDecimal(amount);
  // The amount is exact / scale dollars; its tenths of a unit (1000^unit dollars), rounded.
  const scale = 10n ** BigInt(value.fraction.length);
  const exact = BigInt(value.whole + value.fraction);
  const tenthsOf = (unit: number) => halfUp(exact * 10n, scale * 1000n ** BigInt(unit));
  const units = COMPACT_UNITS[language];
  let unit = 0;
  let tenths = tenthsOf(0);
  while (tenths >= 10_000n && unit < units.length - 1) tenths = tenthsOf((unit += 1));
  const whole = groupDigits((tenths / 10n).toString(), language);
  const digits = tenths % 10n === 0n ? whole : `${whole}${DECIMAL[language]}${tenths % 10n}`;
  const sign = value.negative && tenths !== 0n ? MINUS : '';
  const suffix = units[unit]!;
  return language === 'ru' ? `${sign}${digits}${suffix ? `\u00a0${suffix}` : ''}\u00a0$` : `${sign}$${digits}${suffix}`;
}

/** `n / d` rounded half up, for non-negative whole numbers. */
function halfUp(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (d * 2n);
}

/**
 * A token quantity: "874,994.93" / "874 994,93". Art tokens are whole; INDEX amounts come with up
 * to 6 decimals (a wire TokenAmount, e.g. from `formatUnits`) and keep every one.
 */
export function formatQuantity(quantity: string | number | bigint, language: Language): string {
  return formatNumber(quantity, language);
}

/**
 * A USDC amount ("85", "446.14", "0.000001") as money is written: cents always ("85.00", "446,14"),
 * finer places kept when it has them, so one page never shows "85 USDC" beside "446.14 USDC".
 */
export function formatUsdc(amount: string, language: Language): string {
  return formatNumber(amount, language, { minFraction: 2 });
}

/**
 * A wire amount ("12.5") as the language types it into an amount field ("12,5" in Russian), for
 * a field filled in for the person: no group separators, which typed amounts may not have
 * (`pointDecimal` reads the comma back as the point and refuses "1 000").
 */
export function formatTypedAmount(amount: string, language: Language): string {
  const value = parseDecimal(amount);
  return `${value.negative ? '-' : ''}${value.whole}${value.fraction ? DECIMAL[language] + value.fraction : ''}`;
}

/** A percent given as a decimal string ("21.5"): "21.5%" / "21,5%"; `places` fixes the decimals. */
export function formatPercent(percent: string, language: Language, places?: number): string {
  const options = places === undefined ? { maxFraction: 2 } : { minFraction: places, maxFraction: places };
  return `${formatNumber(percent, language, options)}%`;
}

/** A change with its sign, from `priceChangePercent`: "+21.95%", "−3.1%", "0%". */
export function formatSignedPercent(percent: string, language: Language): string {
  const text = formatPercent(percent, language);
  return text.startsWith(MINUS) || /^0%$/.test(text) ? text : `+${text}`;
}

export function formatDate(iso: string, language: Language, style: 'short' | 'long' = 'short'): string {
  const date = iso.length === 10 ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  return dateFormat(language, {
    year: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A moment with its time, in the reader's time zone: "Nov 25, 2026, 19:15" / "25 нояб. 2026 г.,
 * 19:15", on every screen, the console's included (its lists show order by position or number).
 * `seconds` ("19:15:04") is only for where order within a minute matters and nothing else shows it.
 * A calendar date with no moment to it (a date of birth, a day's price) is `formatDate`'s.
 */
export function formatDateTime(iso: string, language: Language, options: { seconds?: boolean } = {}): string {
  return dateFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A month on a time axis: "Aug" / "авг.", with the year where asked ("Jan 2027"). */
export function formatMonth(iso: string, language: Language, withYear = false): string {
  return dateFormat(language, {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
