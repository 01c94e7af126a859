import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp } from '../../../test/helpers.ts';
import {
  PASSWORD,
  bearer,
  claimsOf,
  createUser,
  enableTwoFactor,
  login,
  securityEvents,
  uniqueEmail,
} from '../../../test/accounts.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000', RATE_LIMIT_ACCOUNT_PER_15_MIN: '1000' });
const { app, sql } = t;

const postLogin = (payload: object) => app.inject({ method: 'POST', url: '/api/login', payload });
const verify = (token: string, code: unknown) =>
  app.inject({ method: 'POST', url: '/api/verify', headers: bearer(token), payload: { code } });
const account = (token: string) => app.inject({ url: '/api/account', headers: bearer(token) });

describe('POST /api/login', () => {
  it('signs in with a token carrying exp, two_fa_required, two_fa_verified, sid and sub', async () => {
    const user = await createUser(t);
    const response = await postLogin({ email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const claims = claimsOf(response.json<{ token: string }>().token);
    expect(claims).toMatchObject({ sub: user.id, two_fa_required: false, two_fa_verified: false });
    // A day by default (the session row is stamped a moment before the token is signed).
    expect(claims.exp - claims.iat).toBeGreaterThanOrEqual(24 * 3600 - 2);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(24 * 3600);
    const [session] = await sql`select user_id, revoked_at, ip from sessions where id = ${claims.sid}`;
    expect(session).toMatchObject({ user_id: user.id, revoked_at: null, ip: '127.0.0.1' });
    expect(await securityEvents(t, user.id)).toEqual(['sign_in']);
  });

  it('takes the e-mail in any case', async () => {
    const user = await createUser(t, { email: uniqueEmail('Mixed.Case') });
    expect((await postLogin({ email: user.email.toUpperCase(), password: PASSWORD })).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and a wrong password, and logs the failure', async () => {
    const user = await createUser(t);
    const wrong = await postLogin({ email: user.email, password: 'Wrong-password-1' });
    const unknown = await postLogin({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Wrong e-mail or password',
      errors: { password: 'Wrong e-mail or password' },
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(await securityEvents(t, user.id)).toEqual(['sign_in_failed']);
  });

  it('refuses accounts without a password (demo investors) with the same answer', async () => {
    const [demo] = await sql<{ email: string }[]>`select email from users where password_hash is null limit 1`;
    const response = await postLogin({ email: demo!.email, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Wrong e-mail or password');
  });

  it('says the e-mail is not confirmed, but only to someone with the right password', async () => {
    const user = await createUser(t, { confirmed: false });
    const response = await postLogin({ email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Confirm your e-mail first: follow the link in the message we sent you',
      errors: { email: 'Confirm your e-mail first: follow the link in the message we sent you' },
    });
    expect((await postLogin({ email: user.email, password: 'Wrong-password-1' })).json().message).toBe(
      'Wrong e-mail or password',
    );
  });

  it('answers field errors for a malformed request', async () => {
    const response = await postLogin({ email: 'nope', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'The field must be correct',
      password: 'This is a required field',
    });
  });
});

describe('two-factor sign-in', () => {
  it('gives a short pending token that reaches only POST /api/verify', async () => {
    const user = await createUser(t);
    await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email);
    const claims = claimsOf(pending);
    expect(claims).toMatchObject({ two_fa_required: true, two_fa_verified: false });
    expect(claims.exp - claims.iat).toBeGreaterThanOrEqual(598);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);

    const refused = await account(pending);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Enter the code from your authenticator app first' });
  });

  it('swaps a right code for a fully verified token and ends the pending one', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email);
    const response = await verify(pending, totp.code());
    expect(response.statusCode).toBe(200);
    const full = response.json<{ token: string }>().token;
    const claims = claimsOf(full);
    expect(claims).toMatchObject({ sub: user.id, two_fa_required: true, two_fa_verified: true });
    expect(claims.sid).not.toBe(claimsOf(pending).sid);
    expect((await account(full)).json()).toMatchObject({ id: user.id, google2_fa_enabled: true });
    expect((await verify(pending, totp.code(1))).statusCode).toBe(401);
    expect(await securityEvents(t, user.id)).toEqual(['sign_in', 'two_factor_passed', 'sign_in']);
  });

  it("refuses a wrong code with 'Wrong code, check digits' and logs it", async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email);
    const wrong = totp.code() === '000000' ? '111111' : '000000';
    const response = await verify(pending, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Wrong code, check digits',
      errors: { code: 'Wrong code, check digits' },
    });
    expect((await verify(pending, '12345')).json().message).toBe('Wrong code, check digits');
    expect((await verify(pending, 'abcdef')).json().message).toBe('Wrong code, check digits');
    expect(await securityEvents(t, user.id)).toEqual(['sign_in', 'two_factor_failed']);
  });

  it('refuses a code that was already used, even in a new sign-in', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const code = totp.code();
    expect((await verify(await login(t, user.email), code)).statusCode).toBe(200);
    const replay = await verify(await login(t, user.email), code);
    expect(replay.statusCode).toBe(400);
    // The digits were right: the person is told to wait for the next code, on the code field.
    expect(replay.json()).toEqual({
      message: 'This code has been used already: wait for the next one',
      errors: { code: 'This code has been used already: wait for the next one' },
    });
    // An earlier step than the one used is refused too; a later one works.
    expect((await verify(await login(t, user.email), totp.code(-1))).statusCode).toBe(400);
    expect((await verify(await login(t, user.email), totp.code(1))).statusCode).toBe(200);
  });

  it('lets only one of two concurrent requests use the same code', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const [a, b] = [await login(t, user.email), await login(t, user.email)];
    const code = totp.code();
    const answers = await Promise.all([verify(a, code), verify(b, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses /api/verify for a session that is not pending', async () => {
    const user = await createUser(t);
    const response = await verify(await login(t, user.email), '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request is not valid');
  });

  it('keeps the two-factor secret encrypted at rest', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const [row] = await sql<{ two_fa_secret: string }[]>`select two_fa_secret from users where id = ${user.id}`;
    expect(row!.two_fa_secret).not.toContain(totp.secret);
    expect(row!.two_fa_secret).toMatch(/^v1\./);
  });
});

describe('sessions and the authenticate guard', () => {
  it('answers 401 without a token, with a malformed one, or with one signed by someone else', async () => {
    expect((await app.inject({ url: '/api/account' })).json()).toEqual({ message: 'Sign in to continue' });
    expect((await app.inject({ url: '/api/account' })).statusCode).toBe(401);
    expect((await account('not-a-jwt')).statusCode).toBe(401);
    const user = await createUser(t);
    const claims = claimsOf(await login(t, user.email));
    const forged = await new SignJWT({ sid: claims.sid, two_fa_required: false, two_fa_verified: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('pinacoteca')
      .setAudience('session')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));
    expect((await account(forged)).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const user = await createUser(t);
    const claims = claimsOf(await login(t, user.email));
    const expired = await new SignJWT({ sid: claims.sid, two_fa_required: false, two_fa_verified: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('pinacoteca')
      .setAudience('session')
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await t.keys.jwt());
    expect((await account(expired)).statusCode).toBe(401);
  });

  it('answers 401 once the session expired on the server, whatever the token says', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    await sql`update sessions set expires_at = now() - interval '1 second' where id = ${claimsOf(token).sid}`;
    expect((await account(token)).statusCode).toBe(401);
  });

  it('refuses a token naming another user than its session', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const aliceSession = claimsOf(await login(t, alice.email)).sid;
    const mixed = await new SignJWT({ sid: aliceSession, two_fa_required: false, two_fa_verified: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('pinacoteca')
      .setAudience('session')
      .setSubject(bob.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await t.keys.jwt());
    expect((await account(mixed)).statusCode).toBe(401);
  });

  it('does not take an e-mail link token as a bearer token', async () => {
    const user = await createUser(t);
    await app.inject({
      method: 'POST',
      url: '/api/reset-password/request',
      payload: { email: user.email, callback_url: 'http://localhost:3000/reset-password/confirm' },
    });
    await t.mailOutbox.runOnce();
    const [mail] = await sql<
      { body_text: string }[]
    >`select body_text from mail_outbox where to_address = ${user.email}`;
    const token = new URL(/https?:\/\/\S+/.exec(mail!.body_text)![0]).searchParams.get('token')!;
    expect((await account(token)).statusCode).toBe(401);
  });

  it('lets a removed account reach only what recovery needs: 403 with a message elsewhere', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    await sql`update users set removed_at = now() where id = ${user.id}`;
    const response = await account(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'The account is removed: restore it to continue' });
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(204);
  });

  it('answers 401 for an erased account', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    await sql`update users set erased_at = now(), removed_at = now() where id = ${user.id}`;
    expect((await account(token)).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session, so the same token answers 401 afterwards', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const other = await login(t, user.email);
    const response = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await account(token)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401);
    // Only that session: the person's other device stays signed in.
    expect((await account(other)).statusCode).toBe(200);
    expect(await securityEvents(t, user.id)).toEqual(['sign_in', 'sign_in', 'sign_out']);
  });

  it('works with a two-factor-pending token', async () => {
    const user = await createUser(t);
    await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(pending) })).statusCode).toBe(204);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every account call, logout included, with the bearer scheme', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    for (const path of [
      '/api/register',
      '/api/register/resend',
      '/api/register/confirm',
      '/api/login',
      '/api/verify',
      '/api/reset-password/request',
      '/api/reset-password/reset',
      '/api/logout',
      '/api/account',
      '/api/referral/owner/{referral}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/logout']!.post!.security).toEqual([{ bearerAuth: [] }]);
  });
});
