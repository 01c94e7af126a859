import { describe, expect, it } from 'vitest';
import { isSettingsTab, securityView } from './tabs.ts';

describe('settings tabs', () => {
  it('knows profile, notices and security only', () => {
    expect(isSettingsTab('profile')).toBe(true);
    expect(isSettingsTab('notices')).toBe(true);
    expect(isSettingsTab('security')).toBe(true);
    expect(isSettingsTab('billing')).toBe(false);
    expect(isSettingsTab(undefined)).toBe(false);
  });

  it('reads the security view from the address, ignoring unknown ones', () => {
    expect(securityView('password')).toBe('password');
    expect(securityView('two-factor')).toBe('two-factor');
    expect(securityView('other')).toBeNull();
    expect(securityView(null)).toBeNull();
  });
});
