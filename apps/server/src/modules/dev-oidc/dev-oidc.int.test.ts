import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { Account } from '@pinacoteca/contracts/account/account';
import { messageText } from '@pinacoteca/contracts/messages';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer } from '../../../test/accounts.ts';
import { DEV_OIDC_PATH } from '@pinacoteca/contracts/endpoint';
import { devPageText, SAMPLE_PERSON } from './page.ts';

/**
 * `npm start` without a Google client: the server is its own Google. The whole code flow runs
 * over real HTTP, as a browser and the server's OpenID client would: the server discovers the
 * provider at PUBLIC_URL, so the app listens on the port PUBLIC_URL names.
 */
const port = await new Promise<number>((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
const origin = `http://127.0.0.1:${port}`;
const t = await createTestApp({ PUBLIC_URL: origin, RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
await t.app.listen({ port, host: '127.0.0.1' });

const CALLBACK = `${origin}/auth/google/callback`;

/** A browser: cookies kept per name, redirects followed by hand so each hop can be looked at. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return response;
  }

  /** Follows redirects until a page answers (the dev sign-in page) or the web app's callback is reached. */
  async follow(url: string | URL, init: RequestInit = {}): Promise<{ url: URL; response: Response | null }> {
    let current = new URL(url);
    let response = await this.request(current, init);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = response.headers.get('location');
      if (!location) return { url: current, response };
      current = new URL(location, current);
      if (current.href.startsWith(CALLBACK)) return { url: current, response: null };
      response = await this.request(current);
    }
    throw new Error('too many redirects');
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function start(language: 'en' | 'ru' = 'en'): Promise<URL> {
  const response = await fetch(
    `${origin}/api/login/google-oauth/start?${new URLSearchParams({ callback_url: CALLBACK, _locale: language })}`,
  );
  expect(response.status).toBe(200);
  return new URL(((await response.json()) as { authorization_url: string }).authorization_url);
}

/** Opens the dev sign-in page from a fresh start; answers the page's HTML and where its form posts. */
async function openSignInPage(browser: Browser, language: 'en' | 'ru' = 'en') {
  const { url, response } = await browser.follow(await start(language));
  expect(url.pathname).toMatch(new RegExp(`^${DEV_OIDC_PATH}/interaction/[\\w-]+$`));
  expect(response!.status).toBe(200);
  const html = await response!.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeTruthy();
  return { html, action: new URL(action!, url), response: response! };
}

function submit(browser: Browser, action: URL, fields: Record<string, string>) {
  return browser.follow(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function finish(callback: URL) {
  const response = await fetch(`${origin}/api/login/google-oauth?${callback.searchParams}`);
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const account = await t.app.inject({ url: '/api/account', headers: bearer(token) });
  expect(account.statusCode).toBe(200);
  return Account.parse(account.json());
}

describe('Google sign-in on a fresh machine (the dev stand-in for Google)', () => {
  it('is on without a Google client outside production, with the issuer at PUBLIC_URL', async () => {
    expect(t.config.google).toMatchObject({ issuer: `${origin}${DEV_OIDC_PATH}`, devStandIn: true });
    const enabled = await fetch(`${origin}/api/login/google-oauth/enabled`);
    expect(await enabled.json()).toEqual({ enabled: true });
    const discovery = await fetch(`${origin}${DEV_OIDC_PATH}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(await discovery.json()).toMatchObject({
      issuer: `${origin}${DEV_OIDC_PATH}`,
      authorization_endpoint: `${origin}${DEV_OIDC_PATH}/auth`,
      ui_locales_supported: ['en', 'ru'],
    });
    // A development convenience, not part of the API's document.
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((path) => path.startsWith(DEV_OIDC_PATH))).toEqual([]);
  });

  it('signs a new person up through the dev page: any e-mail and name, the address confirmed', async () => {
    const browser = new Browser();
    const authorization = await start();
    expect(authorization.origin + authorization.pathname).toBe(`${origin}${DEV_OIDC_PATH}/auth`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('ui_locales')).toBe('en');

    const page = await openSignInPage(browser);
    expect(page.html).toContain(devPageText('en', 'badge'));
    expect(page.html).toContain(`value="${SAMPLE_PERSON.email}"`);
    // The form's redirects end at the web app: the page's CSP allows exactly that origin.
    expect(page.response.headers.get('content-security-policy')).toContain(`form-action 'self' ${origin};`);

    const email = `dev.${Date.now()}@example.com`;
    const back = await submit(browser, page.action, { email, name: 'Ada Lovelace', action: 'continue' });
    expect(back.response).toBeNull();
    expect(back.url.searchParams.get('code')).toBeTruthy();
    expect(back.url.searchParams.get('iss')).toBe(`${origin}${DEV_OIDC_PATH}`);

    const account = await finish(back.url);
    expect(account).toMatchObject({ email, username: 'Ada Lovelace', has_password: false, google_connected: true });
  });

  it('asks who signs in every time, and the same e-mail finds the same account', async () => {
    const browser = new Browser();
    const email = `again.${Date.now()}@example.com`;
    const first = await openSignInPage(browser);
    const firstAccount = await finish((await submit(browser, first.action, { email, name: 'Again' })).url);

    // The same browser, so the provider has a session: it still shows the page.
    const second = await openSignInPage(browser);
    const secondAccount = await finish((await submit(browser, second.action, { email, name: 'Again' })).url);
    expect(secondAccount.id).toBe(firstAccount.id);

    const third = await openSignInPage(browser);
    const other = await finish((await submit(browser, third.action, { email: `other.${email}`, name: '' })).url);
    expect(other.id).not.toBe(firstAccount.id);
    expect(other.username).toBe(`other.${email}`.split('@')[0]);
  });

  it('shows the page in the language of the app and refuses a malformed e-mail with the rule’s message', async () => {
    const browser = new Browser();
    const page = await openSignInPage(browser, 'ru');
    expect(page.html).toContain('<html lang="ru">');
    expect(page.html).toContain(devPageText('ru', 'badge'));

    const refused = await browser.request(page.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'not-an-address', name: 'Ada' }).toString(),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(messageText('invalid_format', 'ru'));
    expect(html).toContain('value="not-an-address"');

    // The same interaction still finishes once the address is right.
    const back = await submit(browser, page.action, { email: `ru.${Date.now()}@example.com`, name: 'Ada' });
    expect(back.url.searchParams.get('code')).toBeTruthy();
  });

  it('sends the person back with access_denied when they cancel, as Google does', async () => {
    const browser = new Browser();
    const page = await openSignInPage(browser);
    const back = await submit(browser, page.action, { action: 'cancel' });
    expect(back.url.href.startsWith(CALLBACK)).toBe(true);
    expect(back.url.searchParams.get('error')).toBe('access_denied');
    expect(back.url.searchParams.get('code')).toBeNull();
  });

  it('explains a sign-in page opened without its pending sign-in instead of failing', async () => {
    const response = await fetch(`${origin}${DEV_OIDC_PATH}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(devPageText('en', 'goneTitle'));
  });

  it('never sends a code to a redirect URI outside the web app', async () => {
    const authorization = await start();
    authorization.searchParams.set('redirect_uri', 'https://evil.example/auth/google/callback');
    const response = await new Browser().request(authorization);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });
});
