/**
 * The only things the browser keeps (SPEC §3 "Locally kept"): the auth token, the language,
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
