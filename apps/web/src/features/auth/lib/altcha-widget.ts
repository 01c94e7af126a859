/**
 * The proof-of-work widget (ALTCHA), loaded with import() only when the server asks for a
 * check, so the sign-in page's own download does not carry it. The `external` build keeps to
 * the app's CSP: its styles come from our stylesheet and its worker is a file of our own origin
 * (`?worker`), not a blob: URL.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** The only algorithm the server's challenges use (apps/server/src/modules/auth/challenges.ts). */
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** Our texts for the widget in `language`, over its English ones (for anything we do not say). */
export function setWidgetStrings(language: string, strings: Record<string, string>): void {
  globalThis.$altcha.i18n.set(language, { ...globalThis.$altcha.i18n.get('en'), ...strings });
}
