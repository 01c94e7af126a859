import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './locale.ts';

/** The parts of a request `requestLanguage` reads: its address, Accept-Language and the auth guard's account. */
const request = (options: { url?: string; acceptLanguage?: string; account?: 'en' | 'ru' } = {}) =>
  ({
    url: options.url ?? '/api/tokens/withdraw',
    query: {},
    headers: options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {},
    auth: options.account ? { language: options.account } : null,
  }) as unknown as FastifyRequest;

describe('the request language', () => {
  it('falls back to the signed-in account’s language when the request names none', () => {
    expect(requestLanguage(request({ account: 'ru' }))).toBe('ru');
    expect(requestLanguage(request())).toBe('en');
  });

  it('takes `_locale`, then Accept-Language, before the account’s language', () => {
    expect(requestLanguage(request({ url: '/api/tokens/withdraw?_locale=en', account: 'ru' }))).toBe('en');
    expect(requestLanguage(request({ acceptLanguage: 'en-US,en;q=0.9', account: 'ru' }))).toBe('en');
    expect(requestLanguage(request({ acceptLanguage: 'de-DE', account: 'ru' }))).toBe('ru');
    expect(requestLanguage(request({ url: '/x?_locale=ru', acceptLanguage: 'en' }))).toBe('ru');
  });

  it('reads Accept-Language by preference, a regional tag standing for its language', () => {
    expect(requestLanguage(request({ acceptLanguage: 'en;q=0.1, ru;q=0.9' }))).toBe('ru');
    expect(requestLanguage(request({ acceptLanguage: 'de-DE, ru-RU;q=0.8, en;q=0.5' }))).toBe('ru');
    expect(requestLanguage(request({ acceptLanguage: 'RU' }))).toBe('ru');
    expect(requestLanguage(request({ acceptLanguage: 'ru;q=0, en', account: 'ru' }))).toBe('en');
  });

  it('takes a wildcard (what Node’s fetch sends) for no language: the account’s counts', () => {
    expect(requestLanguage(request({ acceptLanguage: '*', account: 'ru' }))).toBe('ru');
    expect(requestLanguage(request({ acceptLanguage: 'de, *;q=0.5', account: 'ru' }))).toBe('ru');
    expect(requestLanguage(request({ acceptLanguage: '*', account: undefined }))).toBe('en');
    expect(requestLanguage(request({ acceptLanguage: 'ru, *;q=0.1', account: 'en' }))).toBe('ru');
  });
});
