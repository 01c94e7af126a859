import { describe, expect, it } from 'vitest';
import { isAccountRemovedError } from './account-removed.ts';

/** The shape of the API client's error. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

describe('isAccountRemovedError', () => {
  it("knows the server's 403 for a removed account in either language", () => {
    expect(isAccountRemovedError(new ApiError(403, 'The account is removed: restore it to continue'))).toBe(true);
    expect(isAccountRemovedError(new ApiError(403, 'Аккаунт удалён: восстановите его, чтобы продолжить'))).toBe(true);
  });

  it('is not fooled by other refusals', () => {
    expect(isAccountRemovedError(new ApiError(403, 'Enter the code from your authenticator app first'))).toBe(false);
    expect(isAccountRemovedError(new ApiError(400, 'The account is removed: restore it to continue'))).toBe(false);
    expect(isAccountRemovedError(new Error('The account is removed: restore it to continue'))).toBe(false);
    expect(isAccountRemovedError(null)).toBe(false);
  });
});
