import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, setErrorKeyText } from './client.ts';

const TEXTS: Record<string, Record<string, string>> = {
  en: { 'withdraw_not_held:5': 'You can withdraw at most 5 of this token', too_many_requests: 'Too many requests' },
  ru: { 'withdraw_not_held:5': 'Столько у вас нет: есть только 5', too_many_requests: 'Слишком много запросов' },
};
let language = 'en';

describe('an error from the API on screen', () => {
  afterEach(() => {
    language = 'en';
  });

  it('reads its texts in the language the page is in now, by the keys the server sent', () => {
    setErrorKeyText((key) => TEXTS[language]![key]);
    const error = new ApiError(
      400,
      'You can withdraw at most 5 of this token',
      { amount: 'You can withdraw at most 5 of this token', code: 'Server text without a key' },
      null,
      { message: 'withdraw_not_held:5', errors: { amount: 'withdraw_not_held:5' } },
    );
    expect(error.text).toBe('You can withdraw at most 5 of this token');
    language = 'ru';
    expect(error.text).toBe('Столько у вас нет: есть только 5');
    expect(error.fieldErrors).toEqual({
      amount: 'Столько у вас нет: есть только 5',
      code: 'Server text without a key',
    });
  });

  it('keeps the server texts when no keys came, or a key is unknown', () => {
    setErrorKeyText((key) => TEXTS[language]![key]);
    language = 'ru';
    expect(new ApiError(429, 'Too many requests').text).toBe('Too many requests');
    const unknown = new ApiError(400, 'As sent', { amount: 'As sent' }, null, {
      message: 'no_such_key',
      errors: { amount: 'no_such_key' },
    });
    expect(unknown.text).toBe('As sent');
    expect(unknown.fieldErrors).toEqual({ amount: 'As sent' });
  });
});
