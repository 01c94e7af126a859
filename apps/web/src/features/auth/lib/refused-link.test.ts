import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { refusedLink } from './refused-link.ts';

/** A 400 of POST /api/reset-password/reset as the server sends it, with the message keys asked for. */
function refusal(errors: { path: string; message: string; key: string }[]): ApiError {
  const body = {
    message: errors[0]?.message ?? 'Error',
    errors: errors.map(({ path, message }) => ({ path, message })),
    keys: {
      message: errors[0]?.key ?? 'generic_error',
      errors: Object.fromEntries(errors.map(({ path, key }) => [path, key])),
    },
  };
  return new ApiError(400, body.message, {}, body, body.keys);
}

describe('a reset link the server refuses', () => {
  it('is told by the token path of the error list, with its message key for the page’s language', () => {
    expect(refusedLink(refusal([{ path: 'token', message: 'Токен не найден', key: 'token_not_found' }]))).toEqual({
      key: 'token_not_found',
      text: 'Токен не найден',
    });
    expect(refusedLink(refusal([{ path: 'token', message: 'Token is expired', key: 'token_expired' }]))).toEqual({
      key: 'token_expired',
      text: 'Token is expired',
    });
  });

  it('keeps the server text when no key came', () => {
    const body = { message: 'Token not found', errors: [{ path: 'token', message: 'Token not found' }] };
    expect(refusedLink(new ApiError(400, body.message, {}, body))).toEqual({ key: undefined, text: 'Token not found' });
  });

  it('is not any other refusal: a wrong code or a weak password stays on the form', () => {
    expect(refusedLink(refusal([{ path: 'code', message: 'Wrong code', key: 'wrong_code' }]))).toBeNull();
    expect(refusedLink(refusal([{ path: 'password', message: 'Too short', key: 'min_chars:8' }]))).toBeNull();
    expect(refusedLink(new ApiError(429, 'Too many requests'))).toBeNull();
    expect(refusedLink(new Error('offline'))).toBeNull();
  });
});
