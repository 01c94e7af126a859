/**
 * The app's own cookies: the few choices the server needs to draw a public page the visitor's
 * way (the language, the cookie notice's consent), each kept beside its local storage entry.
 */

/** Whether the browser holds the cookie `name` with exactly `value`. */
export function hasCookie(name: string, value: string): boolean {
  return document.cookie.split('; ').includes(`${name}=${value}`);
}

/** Sets the cookie `name` for the whole site, for a year. */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
}
