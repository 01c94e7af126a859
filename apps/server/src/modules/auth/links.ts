import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/errors.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * E-mail links may only point at our own web app: a link to a foreign site would hand the
 * victim's confirmation, reset or recovery token to whoever asked for the e-mail.
 */
export function checkCallback(config: Config, callbackUrl: string): void {
  const url = new URL(callbackUrl);
  const allowed =
    config.auth.callbackOrigins.includes(url.origin) ||
    (config.auth.allowLocalCallbacks && LOCAL_HOSTS.has(url.hostname));
  if (!allowed) throw new HttpError(400, 'invalid_format', { callback_url: 'invalid_format' });
}

/** `callback_url` with `?token=…` (or `&token=…` when it already has a query). */
export function linkTo(callbackUrl: string, token: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
