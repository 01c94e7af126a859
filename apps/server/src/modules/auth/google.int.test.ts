import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { Account } from '@pinacoteca/contracts/account/account';
import { messageText } from '@pinacoteca/contracts/messages';
import { createTestApp } from '../../../test/helpers.ts';
import {
  bearer,
  claimsOf,
  createUser,
  enableTwoFactor,
  login,
  mailsTo,
  securityEvents,
} from '../../../test/accounts.ts';

/**
 * A real OpenID provider (`oidc-provider`) on a random local port stands in for Google: the
 * same discovery, authorization code with PKCE, signed id_token and checks Google performs.
 * Its login step is ours: the test says which person signs in.
 */
const CLIENT_ID = 'pinacoteca-test';
const CLIENT_SECRET = 'a-long-client-secret-for-the-test-provider';
const CALLBACK = 'http://localhost:3000/auth/google/callback';

interface Person {
  email: string | null;
  email_verified: boolean;
  name?: string;
}
const people = new Map<string, Person>();

let provider: Provider | null = null;
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!provider) {
    res.statusCode = 503;
    res.end();
    return;
  }
  if (url.pathname.startsWith('/interaction/')) {
    // The login and consent step: whoever `?account=` names signs in and allows the scopes asked for.
    void (async () => {
      const details = await provider!.interactionDetails(req, res);
      const accountId = url.searchParams.get('account') ?? '';
      const grant = new provider!.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider!.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
    return;
  }
  provider.callback()(req, res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { privateKey } = await generateKeyPair('RS256', { extractable: true });
provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [CALLBACK],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
  cookies: { keys: ['test-cookie-key'] },
  ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Like Google, put the e-mail in the id_token itself.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, sub) => {
    const person = people.get(sub);
    return person ? { accountId: sub, claims: () => ({ sub, ...person }) } : undefined;
  },
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = await createTestApp({
  RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
  GOOGLE_ISSUER: issuer,
});
const { app, sql } = t;

let subjects = 0;
function person(email: string | null, verified = true, name?: string): string {
  subjects += 1;
  const sub = `google-subject-${subjects}-${Date.now()}`;
  people.set(sub, { email, email_verified: verified, ...(name ? { name } : {}) });
  return sub;
}

/** A browser at the provider: follows redirects by hand, keeping its cookies, until it is sent back to us. */
async function signInAtProvider(authorizationUrl: string, sub: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.pathname.startsWith('/interaction/')) url.searchParams.set('account', sub);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url.href}: ${response.status} ${await response.text()}`);
    url = new URL(location, url);
    if (url.href.startsWith(CALLBACK)) return url;
  }
  throw new Error('too many redirects at the provider');
}

async function start(callbackUrl = CALLBACK) {
  return app.inject({ url: '/api/login/google-oauth/start', query: { callback_url: callbackUrl } });
}

/** The whole flow as the web app runs it; answers our callback endpoint's response. */
async function googleSignIn(sub: string, query: Record<string, string> = {}) {
  const started = await start();
  expect(started.statusCode).toBe(200);
  const back = await signInAtProvider(started.json<{ authorization_url: string }>().authorization_url, sub);
  return app.inject({
    url: '/api/login/google-oauth',
    query: { ...Object.fromEntries(back.searchParams), ...query },
  });
}

async function accountOf(token: string) {
  const response = await app.inject({ url: '/api/account', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return Account.parse(response.json());
}

describe('GET /api/login/google-oauth/enabled and /start', () => {
  it('says Google sign-in is on when configured', async () => {
    const response = await app.inject({ url: '/api/login/google-oauth/enabled' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true });
  });

  it("answers the provider's authorization URL with PKCE, state and nonce, keeping the secrets on the server", async () => {
    const response = await start();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(response.json<{ authorization_url: string }>().authorization_url);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    // A provider that lists no ui_locales_supported (Google) is not sent the language.
    expect(url.searchParams.has('ui_locales')).toBe(false);
    const state = url.searchParams.get('state')!;
    const [row] = await sql<{ code_verifier: string; state_hash: Buffer }[]>`
      select code_verifier, state_hash from oauth_states order by created_at desc limit 1`;
    expect(row!.state_hash.toString('hex')).not.toContain(Buffer.from(state).toString('hex'));
    expect(url.href).not.toContain(row!.code_verifier);
  });

  it('uses the configured client, with no stand-in for Google beside it', async () => {
    expect(t.config.google).toMatchObject({ issuer, clientId: CLIENT_ID, devStandIn: false });
    expect((await app.inject({ url: '/api/dev/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
  });

  it('refuses a callback URL outside our own origins', async () => {
    const response = await start('https://evil.example/auth/google/callback');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ callback_url: messageText('invalid_format', 'en') });
  });
});

describe('GET /api/login/google-oauth', () => {
  it('signs up a new person: no password, Google connected, language of the request, referral applied', async () => {
    const partner = await createUser(t);
    const [partnerRow] = await sql<{ referral_code: string }[]>`
      select referral_code from users where id = ${partner.id}`;
    const email = `google.${Date.now()}@example.com`;
    const sub = person(email, true, 'Maria Rossi');

    const response = await googleSignIn(sub, { referral: partnerRow!.referral_code, _locale: 'ru' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();
    expect(claimsOf(token)).toMatchObject({ two_fa_required: false, two_fa_verified: false });

    const account = await accountOf(token);
    expect(account).toMatchObject({
      email,
      username: 'Maria Rossi',
      language: 'ru',
      has_password: false,
      google_connected: true,
      google2_fa_enabled: false,
    });
    const [row] = await sql<{ referred_by: string; google_subject: string; email_confirmed_at: Date | null }[]>`
      select referred_by, google_subject, email_confirmed_at from users where id = ${account.id}`;
    expect(row).toMatchObject({ referred_by: partner.id, google_subject: sub });
    expect(row!.email_confirmed_at).not.toBeNull();
    expect(await securityEvents(t, account.id)).toEqual(['registered', 'sign_in']);

    // The new person is the partner's partner of level 1.
    const partners = await app.inject({
      url: '/api/referral/partners',
      headers: bearer(await login(t, partner.email)),
    });
    expect(partners.json()).toEqual([{ level: 1, email }]);
  });

  it('signs the same Google person in again to the same account', async () => {
    const email = `again.${Date.now()}@example.com`;
    const sub = person(email);
    const first = await accountOf((await googleSignIn(sub)).json().token);
    const second = await accountOf((await googleSignIn(sub)).json().token);
    expect(second.id).toBe(first.id);
    const [row] = await sql<{ count: string }[]>`select count(*) from users where lower(email) = lower(${email})`;
    expect(row!.count).toBe('1');
  });

  it('derives a nickname from the e-mail when the Google name has no Latin letter', async () => {
    const email = `ivan.petrov.${Date.now()}@example.com`;
    const account = await accountOf((await googleSignIn(person(email, true, 'Иван Петров'))).json().token);
    expect(account.username).toBe(email.split('@')[0]);
  });

  it('connects an existing password account with the same verified e-mail instead of making another', async () => {
    const user = await createUser(t);
    const sub = person(user.email.toUpperCase());
    const response = await googleSignIn(sub);
    expect(response.statusCode).toBe(200);
    const account = await accountOf(response.json().token);
    expect(account).toMatchObject({ id: user.id, has_password: true, google_connected: true });
    expect(await securityEvents(t, user.id)).toContain('google_connected');
    expect((await mailsTo(t, user.email)).map((m) => m.subject)).toContain(
      'Google sign-in was connected to your account',
    );
    // The password still works.
    expect(await login(t, user.email)).toBeTruthy();
  });

  it('removes the password of an unconfirmed registration it connects: whoever chose it may not own the address', async () => {
    const user = await createUser(t, { confirmed: false });
    const response = await googleSignIn(person(user.email));
    expect(response.statusCode).toBe(200);
    const account = await accountOf(response.json().token);
    expect(account).toMatchObject({ id: user.id, has_password: false, google_connected: true });
    const attempt = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(attempt.statusCode).toBe(400);
  });

  it('takes back from a pre-registrant what they chose: nickname, phone, notices, and the partner they named', async () => {
    const stranger = await createUser(t);
    const partner = await createUser(t);
    const [code] = await sql<{ referral_code: string }[]>`select referral_code from users where id = ${partner.id}`;
    const user = await createUser(t, { confirmed: false });
    await sql`update users set username = 'squatter', phone = '+447700900123', referred_by = ${stranger.id},
      notify_phone_news = true, language = 'ru' where id = ${user.id}`;
    // The owner comes through a partner's link of their own.
    const response = await googleSignIn(person(user.email, true, 'Maria Rossi'), { referral: code!.referral_code });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await sql<
      {
        username: string;
        phone: string | null;
        referred_by: string | null;
        notify_phone_news: boolean;
        language: string;
      }[]
    >`select username, phone, referred_by, notify_phone_news, language from users where id = ${user.id}`;
    expect(row).toEqual({
      username: 'Maria Rossi',
      phone: null,
      referred_by: partner.id,
      notify_phone_news: false,
      language: 'en',
    });
    // The stranger's partners list no longer has the address; the owner's partner's does.
    const theirs = await app.inject({ url: '/api/referral/partners', headers: bearer(await login(t, stranger.email)) });
    expect(theirs.json()).toEqual([]);

    // A confirmed account keeps its own choices when Google is connected.
    const owner = await createUser(t);
    await sql`update users set referred_by = ${stranger.id} where id = ${owner.id}`;
    await googleSignIn(person(owner.email, true, 'Someone Else'), { referral: code!.referral_code });
    const [kept] = await sql<{ username: string; referred_by: string }[]>`
      select username, referred_by from users where id = ${owner.id}`;
    expect(kept).toEqual({ username: 'investor', referred_by: stranger.id });
  });

  it('keeps two-factor: the token is pending until the code is given', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const response = await googleSignIn(person(user.email));
    const { token } = response.json<{ token: string }>();
    expect(claimsOf(token)).toMatchObject({ two_fa_required: true, two_fa_verified: false });
    expect((await app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(403);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: bearer(token),
      payload: { code: totp.code() },
    });
    expect(verified.statusCode).toBe(200);
    expect((await accountOf(verified.json().token)).id).toBe(user.id);
  });

  it('signs a removed account in as a password does: everything but recovery answers 403', async () => {
    const user = await createUser(t);
    const sub = person(user.email);
    await googleSignIn(sub);
    await sql`update users set removed_at = now() where id = ${user.id}`;
    const response = await googleSignIn(sub);
    expect(response.statusCode).toBe(200);
    const account = await app.inject({ url: '/api/account', headers: bearer(response.json().token) });
    expect(account.statusCode).toBe(403);
    expect(account.json().message).toBe(messageText('account_removed', 'en'));
  });

  it('refuses a Google account without a verified e-mail and makes nothing', async () => {
    const email = `unverified.${Date.now()}@example.com`;
    const response = await googleSignIn(person(email, false));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messageText('google_email_not_verified', 'en'));
    expect(await sql`select id from users where email = ${email}`).toHaveLength(0);
  });

  it('refuses to connect an account already connected to another Google account', async () => {
    const user = await createUser(t);
    await sql`update users set google_subject = ${'someone-else'} where id = ${user.id}`;
    const response = await googleSignIn(person(user.email));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messageText('google_account_mismatch', 'en'));
  });

  it('refuses a replayed state with a clear 400', async () => {
    const started = await start();
    const back = await signInAtProvider(started.json().authorization_url, person(`replay.${Date.now()}@example.com`));
    const query = Object.fromEntries(back.searchParams);
    expect((await app.inject({ url: '/api/login/google-oauth', query })).statusCode).toBe(200);
    const replay = await app.inject({ url: '/api/login/google-oauth', query, headers: { 'accept-language': 'ru' } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      message: messageText('oauth_state_invalid', 'ru'),
      errors: { state: messageText('oauth_state_invalid', 'ru') },
    });
  });

  it('refuses an unknown state and an expired one', async () => {
    const unknown = await app.inject({ url: '/api/login/google-oauth', query: { code: 'abc', state: 'not-a-state' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messageText('oauth_state_invalid', 'en'));

    const started = await start();
    const back = await signInAtProvider(started.json().authorization_url, person(`late.${Date.now()}@example.com`));
    await sql`update oauth_states set expires_at = now() - interval '1 second' where used_at is null`;
    const late = await app.inject({ url: '/api/login/google-oauth', query: Object.fromEntries(back.searchParams) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(messageText('oauth_state_invalid', 'en'));
  });

  it('refuses a code the provider did not issue, and the state is spent', async () => {
    const started = await start();
    const back = await signInAtProvider(started.json().authorization_url, person(`forged.${Date.now()}@example.com`));
    const query = { ...Object.fromEntries(back.searchParams), code: 'forged-code' };
    const response = await app.inject({ url: '/api/login/google-oauth', query });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messageText('google_sign_in_failed', 'en'));
    const retry = await app.inject({
      url: '/api/login/google-oauth',
      query: Object.fromEntries(back.searchParams),
    });
    expect(retry.json().message).toBe(messageText('oauth_state_invalid', 'en'));
  });

  it('answers 400 naming the missing code and state', async () => {
    const response = await app.inject({ url: '/api/login/google-oauth' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['code', 'state']));
  });
});

describe('in production without Google configured', () => {
  it('says so, the sign-in calls do not exist, and no stand-in for Google answers', async () => {
    // What loadConfig gives production without GOOGLE_CLIENT_ID (config.test.ts): no Google, no dev routes.
    const { buildApp } = await import('../../app.ts');
    const production = await buildApp({
      config: { ...t.config, production: true, devRoutes: false, google: null },
      sql,
    });
    try {
      const plain = production.app;
      await plain.ready();
      expect((await plain.inject({ url: '/api/dev/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
      expect((await plain.inject({ url: '/api/login/google-oauth/enabled' })).json()).toEqual({ enabled: false });
      expect(
        (await plain.inject({ url: '/api/login/google-oauth/start', query: { callback_url: CALLBACK } })).statusCode,
      ).toBe(404);
      expect(
        (await plain.inject({ url: '/api/login/google-oauth', query: { code: 'a', state: 'b' } })).statusCode,
      ).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});
