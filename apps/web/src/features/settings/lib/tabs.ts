/** SPEC §2: /settings/{tab}. */
export const SETTINGS_TABS = ['profile', 'notices', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: string | undefined): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '');
}

/** The separate views of the security tab, kept in the address (`?view=`) so Back works. */
export const SECURITY_VIEWS = ['password', 'two-factor'] as const;
export type SecurityView = (typeof SECURITY_VIEWS)[number];

export function securityView(value: string | null): SecurityView | null {
  return (SECURITY_VIEWS as readonly string[]).includes(value ?? '') ? (value as SecurityView) : null;
}
