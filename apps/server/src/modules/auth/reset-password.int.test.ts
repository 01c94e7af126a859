import { describe, expect, it } from 'vitest';
import { EmailLinkClaims } from '@pinacoteca/contracts/auth/token';
import { decodeJwt } from 'jose';
import { createTestApp } from '../../../test/helpers.ts';
import {
  PASSWORD,
  RESET_CALLBACK,
  bearer,
  claimsOf,
  createUser,
  enableTwoFactor,
  latestLink,
  login,
  mailsTo,
  securityEvents,
  uniqueEmail,
} from '../../../test/accounts.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000', RATE_LIMIT_ACCOUNT_PER_15_MIN: '3' });
const { app, sql } = t;
const NEW_PASSWORD = 'Brand-new-pass-2';

const askForReset = (email: string, query = '', callback = RESET_CALLBACK) =>
  app.inject({
    method: 'POST',
    url: `/api/reset-password/request${query}`,
    payload: { email, callback_url: callback },
  });

/** The request, then the work done after answering it (the mail outbox run). */
async function requestReset(email: string, query = '', callback = RESET_CALLBACK) {
  const response = await askForReset(email, query, callback);
  await t.mailOutbox.runOnce();
  return response;
}

const reset = (payload: object) => app.inject({ method: 'POST', url: '/api/reset-password/reset', payload });

async function resetLink(email: string, query = ''): Promise<string> {
  expect((await requestReset(email, query)).statusCode).toBe(200);
  return (await latestLink(t, email)).token;
}

describe('POST /api/reset-password/request', () => {
  it('answers success for an unknown e-mail exactly as for a known one, and sends nothing', async () => {
    const user = await createUser(t);
    const known = await requestReset(user.email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await requestReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    expect(unknown.json().success).toBe(true);
    expect(Math.abs(unknown.json().resend_available_at - known.json().resend_available_at)).toBeLessThanOrEqual(1);
    expect(known.json().resend_available_at - Date.now() / 1000).toBeGreaterThan(295);
    expect(await mailsTo(t, unknownEmail)).toHaveLength(0);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('answers a blocked account as any other, and sends it nothing: its link would only be refused', async () => {
    const user = await createUser(t);
    await sql`update users set blocked_at = now(), blocked_reason = 'test' where id = ${user.id}`;
    expect((await requestReset(user.email)).json().success).toBe(true);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('answers before anything about the e-mail is looked up, the same way whether or not it has an account', async () => {
    const user = await createUser(t);
    const unknownEmail = uniqueEmail('nobody');
    const known = await askForReset(user.email);
    const unknown = await askForReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    // Both requests only queued the same kind of row: no link, no message, no log entry yet.
    const queued = await sql<{ email: string }[]>`
      select email from password_reset_requests where email in (${user.email}, ${unknownEmail}) order by id`;
    expect(queued.map((r) => r.email)).toEqual([user.email, unknownEmail]);
    expect(await sql`select 1 from email_tokens where user_id = ${user.id}`).toHaveLength(0);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
    expect(await securityEvents(t, user.id)).toEqual([]);

    await t.mailOutbox.runOnce();
    expect(
      await sql`select 1 from password_reset_requests where email in (${user.email}, ${unknownEmail})`,
    ).toHaveLength(0);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
    expect(await mailsTo(t, unknownEmail)).toHaveLength(0);
    expect(await securityEvents(t, user.id)).toEqual(['password_reset_requested']);
  });

  it('e-mails a link whose token says when it expires and whether a code is needed', async () => {
    const user = await createUser(t);
    const token = await resetLink(user.email);
    const claims = EmailLinkClaims.parse(decodeJwt(token));
    expect(claims.two_fa_required).toBe(false);
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(3500);
    const [mail] = await mailsTo(t, user.email);
    expect(mail).toMatchObject({ subject: 'Reset your Pinacoteca password', template: 'reset_password' });
    expect((await latestLink(t, user.email)).url.pathname).toBe('/reset-password/confirm');

    const secured = await createUser(t);
    await enableTwoFactor(t, secured.id);
    expect(EmailLinkClaims.parse(decodeJwt(await resetLink(secured.email))).two_fa_required).toBe(true);
  });

  it('writes the message in Russian with _locale=ru', async () => {
    const user = await createUser(t);
    await requestReset(user.email, '?_locale=ru');
    const [mail] = await mailsTo(t, user.email);
    expect(mail).toMatchObject({ subject: 'Восстановление пароля в Pinacoteca', locale: 'ru' });
  });

  it('sends at most a few messages to one address in a window, still answering success', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i += 1) expect((await requestReset(user.email)).statusCode).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(3);
  });

  it('refuses a callback URL on a foreign site', async () => {
    const user = await createUser(t);
    const response = await requestReset(user.email, '', 'https://evil.example/reset');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ callback_url: 'The field must be correct' });
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });
});

const check = (token: string, locale = 'en') =>
  app.inject({ method: 'POST', url: `/api/reset-password/check?_locale=${locale}`, payload: { token } });

describe('POST /api/reset-password/check', () => {
  it('says a live link can be used without using it, and refuses it as the reset would once used or expired', async () => {
    const user = await createUser(t);
    const token = await resetLink(user.email);
    const live = await check(token);
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toEqual({ usable: true });
    // Looking uses nothing up: the link still sets the password.
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token })).statusCode).toBe(200);

    const used = await check(token, 'ru');
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      message: 'Токен не найден',
      errors: [{ path: 'token', message: 'Токен не найден' }],
    });

    const later = await resetLink(user.email);
    await sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`;
    expect((await check(later)).json()).toEqual({
      message: 'Token is expired',
      errors: [{ path: 'token', message: 'Token is expired' }],
    });
    expect((await check('not-a-token')).json().errors).toEqual([{ path: 'token', message: 'Token not found' }]);
    const empty = await check('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'token', message: 'Token is not provided' }]);
  });
});

describe('POST /api/reset-password/reset', () => {
  it('sets the new password, signs in, and signs every old session out', async () => {
    const user = await createUser(t);
    const oldSession = await login(t, user.email);
    const token = await resetLink(user.email);
    const response = await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token, code: null });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ token: string }>().token;
    expect(claimsOf(fresh).sub).toBe(user.id);
    expect((await app.inject({ url: '/api/account', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/account', headers: bearer(oldSession) })).statusCode).toBe(401);

    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(400);
    expect(await login(t, user.email, NEW_PASSWORD)).toBeTruthy();
    const events = await securityEvents(t, user.id);
    expect(events.slice(0, 4)).toEqual(['sign_in', 'password_reset_requested', 'password_reset', 'sign_in']);
    // Told after the reset too: whoever read the mailbox may not be the owner.
    expect((await mailsTo(t, user.email)).map((m) => m.subject)).toContain('Your Pinacoteca password was reset');
  });

  it('refuses the same link twice and an older link after a reset', async () => {
    const user = await createUser(t);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect((await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token: second })).statusCode).toBe(
      200,
    );
    const replay = await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token: second });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      message: 'Token not found',
      errors: [{ path: 'token', message: 'Token not found' }],
    });
    expect(
      (await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token: first })).json().errors,
    ).toEqual([{ path: 'token', message: 'Token not found' }]);
  });

  it('refuses an expired link with Token is expired', async () => {
    const user = await createUser(t);
    const token = await resetLink(user.email);
    await sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`;
    const response = await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token });
    expect(response.json()).toEqual({
      message: 'Token is expired',
      errors: [{ path: 'token', message: 'Token is expired' }],
    });
  });

  it('answers field errors as a list of path and message', async () => {
    const response = await reset({ password: 'short', repeat_password: '', token: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Min 8 characters',
      errors: [
        { path: 'password', message: 'Min 8 characters' },
        { path: 'repeat_password', message: 'This is a required field' },
        { path: 'token', message: 'Token is not provided' },
      ],
    });
    const mismatch = await reset({ password: NEW_PASSWORD, repeat_password: PASSWORD, token: 'x' });
    expect(mismatch.json().errors).toEqual([{ path: 'repeat_password', message: 'Passwords do not match' }]);
  });

  it('confirms the e-mail of an account that never confirmed it: the link reached the mailbox', async () => {
    const user = await createUser(t, { confirmed: false });
    const token = await resetLink(user.email);
    expect((await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token })).statusCode).toBe(200);
    expect(await login(t, user.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('takes back from whoever registered the address unconfirmed what they chose, the partner they named too', async () => {
    const stranger = await createUser(t);
    const user = await createUser(t, { confirmed: false });
    await sql`update users set username = 'squatter', phone = '+447700900123', referred_by = ${stranger.id}
      where id = ${user.id}`;
    const token = await resetLink(user.email);
    expect((await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token })).statusCode).toBe(200);
    const [row] = await sql<{ username: string; phone: string | null; referred_by: string | null }[]>`
      select username, phone, referred_by from users where id = ${user.id}`;
    expect(row).toEqual({ username: user.email.split('@')[0], phone: null, referred_by: null });
    // A confirmed account's reset changes nothing but the password.
    const owner = await createUser(t);
    await sql`update users set referred_by = ${stranger.id} where id = ${owner.id}`;
    await reset({ password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token: await resetLink(owner.email) });
    const [kept] = await sql<{ referred_by: string }[]>`select referred_by from users where id = ${owner.id}`;
    expect(kept!.referred_by).toBe(stranger.id);
  });

  describe('with two-factor on', () => {
    it('requires the code, refuses a wrong one, and signs in fully with the right one', async () => {
      const user = await createUser(t);
      const totp = await enableTwoFactor(t, user.id);
      const token = await resetLink(user.email);
      const base = { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token };

      const missing = await reset(base);
      expect(missing.json()).toEqual({
        message: 'This is a required field',
        errors: [{ path: 'code', message: 'This is a required field' }],
      });
      const wrong = await reset({ ...base, code: totp.code() === '000000' ? '111111' : '000000' });
      expect(wrong.json()).toEqual({
        message: 'Wrong code, check digits',
        errors: [{ path: 'code', message: 'Wrong code, check digits' }],
      });
      expect((await reset({ ...base, code: '12' })).json().errors).toEqual([
        { path: 'code', message: 'Wrong code, check digits' },
      ]);

      const ok = await reset({ ...base, code: totp.code() });
      expect(ok.statusCode).toBe(200);
      expect(claimsOf(ok.json<{ token: string }>().token)).toMatchObject({
        two_fa_required: true,
        two_fa_verified: true,
      });
      expect(await securityEvents(t, user.id)).toContain('two_factor_failed');
    });

    it('keeps the link usable after a wrong code', async () => {
      const user = await createUser(t);
      const totp = await enableTwoFactor(t, user.id);
      const token = await resetLink(user.email);
      const base = { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token };
      await reset({ ...base, code: totp.code() === '000000' ? '111111' : '000000' });
      expect((await reset({ ...base, code: totp.code() })).statusCode).toBe(200);
    });

    it('holds the address back (429 with Retry-After) after its third wrong code', async () => {
      const user = await createUser(t);
      const totp = await enableTwoFactor(t, user.id);
      const token = await resetLink(user.email);
      const wrong = totp.code() === '000000' ? '111111' : '000000';
      const base = { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD, token, code: wrong };
      for (let i = 0; i < 3; i += 1) expect((await reset(base)).statusCode).toBe(400);
      const limited = await reset({ ...base, code: totp.code() });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
