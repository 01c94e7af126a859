import { describe, expect, it } from 'vitest';
import { isAccountRemovedError, isOpenToRemovedAccount } from './removed.ts';

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

describe('isOpenToRemovedAccount', () => {
  it('lets a removed account reach recovery, logout and the policies', () => {
    for (const path of ['/account-recovery/request', '/account-recovery/done', '/account-recovery/confirm', '/logout'])
      expect(isOpenToRemovedAccount(path)).toBe(true);
    expect(isOpenToRemovedAccount('/privacy-policy')).toBe(true);
  });

  it('sends it away from everything else', () => {
    for (const path of ['/', '/gallery', '/settings/profile', '/wallet', '/account/remove', '/account-recoveryx'])
      expect(isOpenToRemovedAccount(path)).toBe(false);
  });
});
