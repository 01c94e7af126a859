/**
 * What the browser keeps between visits (SPEC §3 "Locally kept"): the auth token, the language,
 * the referral record, the registration resend token and time, and cookie consent.
 */
export const LOCAL_KEYS = {
  authToken: 'auth_token',
  language: 'language',
  referral: 'referral',
  resendToken: 'resend_token',
  resendAvailableAt: 'resend_available_at',
  cookieConsent: 'cookie_consent',
} as const;

type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

/**
 * What one tab keeps for itself, in session storage: gone when the tab closes, never shared
 * with other tabs. Only the basket, so a reload does not empty it (docs/decisions/0026: it is
 * not on SPEC §3's list, and why the tab's session storage is acceptable).
 */
export const TAB_KEYS = {
  basket: 'basket',
} as const;

type TabKey = (typeof TAB_KEYS)[keyof typeof TAB_KEYS];

export function readLocal(key: LocalKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): behave as if nothing was kept
  }
}

export function writeLocal(key: LocalKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

export function readTab(key: TabKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTab(key: TabKey, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the basket lasts until the page is reloaded.
  }
}
