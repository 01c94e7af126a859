import { CONSENT_ACCEPTED, CONSENT_COOKIE } from '@pinacoteca/contracts/constants';
import { hasCookie, writeCookie } from './cookies.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from './local-store.ts';

/**
 * The cookie notice's consent (SPEC §2: kept locally): a local storage entry, mirrored in a
 * cookie of the same name so the server draws public pages with the notice only for visitors
 * who have not seen it (decision 0051). The notice is then part of the page's first paint
 * rather than appearing after the scripts have run.
 */

let drawnWithNotice = false;

/** Sets whether the page being drawn (on the server) or hydrated (in the browser) carries the notice. */
export function setDrawnWithNotice(shown: boolean): void {
  drawnWithNotice = shown;
}

/** Whether the server drew the page being hydrated with the notice (false for a page drawn in the browser). */
export function drawnWithNoticeOnServer(): boolean {
  return drawnWithNotice;
}

const hasConsentCookie = () => hasCookie(CONSENT_COOKIE, CONSENT_ACCEPTED);
const writeConsentCookie = () => writeCookie(CONSENT_COOKIE, CONSENT_ACCEPTED);

/** Whether this browser records that the visitor pressed OK on the notice. */
export function consentGiven(): boolean {
  return readLocal(LOCAL_KEYS.cookieConsent) === CONSENT_ACCEPTED || hasConsentCookie();
}

export function recordConsent(): void {
  writeLocal(LOCAL_KEYS.cookieConsent, CONSENT_ACCEPTED);
  writeConsentCookie();
}

/** Consent given before the cookie existed (or kept only in the cookie) is written to both. */
export function syncConsent(): void {
  if (!consentGiven()) return;
  if (readLocal(LOCAL_KEYS.cookieConsent) !== CONSENT_ACCEPTED) writeLocal(LOCAL_KEYS.cookieConsent, CONSENT_ACCEPTED);
  if (!hasConsentCookie()) writeConsentCookie();
}
