import { describe, expect, it } from 'vitest';
import { isOpenToRemovedAccount } from './removed.ts';

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
