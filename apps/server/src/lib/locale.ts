import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pinacoteca/contracts/constants';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The request's language: `_locale` query first, then Accept-Language, then the signed-in
 * account's own language (read with its session by the auth guard, so no query of its own), then
 * English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  // From the address itself, not `request.query`: a route's query schema that does not list
  // `_locale` would strip it, and that route's texts and errors would fall back to English.
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?._locale ?? localeInAddress(request.url);
  if (isLanguage(fromQuery)) return fromQuery;
  // By preference (`en;q=0.1, ru;q=0.9` is Russian; the first listed was taken), a regional tag
  // (`ru-RU`) standing for its language.
  // A wildcard (`*`, what Node's fetch sends) names no language: it does not outrank the
  // account's own (an outside tester's Russian account wrote to support "in English").
  const header = request.headers['accept-language'];
  const named =
    typeof header === 'string'
      ? header
          .split(',')
          .filter((part) => !part.trim().startsWith('*'))
          .join(',')
      : '';
  if (named.trim()) {
    const [preferred] = new Negotiator({ headers: { 'accept-language': named } }).languages([...LANGUAGES]);
    if (isLanguage(preferred)) return preferred;
  }
  // Set once the auth guard has run; a refusal of the guard itself, before it, has no account yet.
  const account = request.auth?.language;
  return isLanguage(account) ? account : DEFAULT_LANGUAGE;
}

/** Picks one language from a stored `{en, ru}` text, falling back to English. */
export function pick(text: unknown, language: Language): string {
  if (text && typeof text === 'object') {
    const record = text as Record<string, unknown>;
    const value = record[language] ?? record.en;
    if (typeof value === 'string') return value;
  }
  return '';
}

function localeInAddress(url: string): string | null {
  const at = url.indexOf('?');
  return at === -1 ? null : new URLSearchParams(url.slice(at + 1)).get('_locale');
}
