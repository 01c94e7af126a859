import { messageText } from '@pinacoteca/contracts/messages';
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { RegisterResponse } from '@pinacoteca/contracts/auth/register';
import { sha256 } from '../../lib/crypto.ts';
import { createTestApp } from '../../../test/helpers.ts';
import {
  CALLBACK,
  PASSWORD,
  bearer,
  claimsOf,
  createUser,
  latestLink,
  mailsTo,
  securityEvents,
  uniqueEmail,
} from '../../../test/accounts.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

function form(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    username: 'anna_k',
    phone: '79161234567',
    password: PASSWORD,
    repeat_password: PASSWORD,
    subscribe: true,
    referral: null,
    callback_url: CALLBACK,
    ...overrides,
  };
}

function register(payload: object, query = '') {
  return app.inject({ method: 'POST', url: `/api/register${query}`, payload });
}

function confirm(token: unknown) {
  return app.inject({ method: 'POST', url: '/api/register/confirm', payload: { token } });
}

describe('POST /api/register', () => {
  it('creates an unconfirmed account and answers a resend token and time', async () => {
    const payload = form();
    const before = Math.floor(Date.now() / 1000);
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    const body = RegisterResponse.parse(response.json());
    expect(body.resend_available_at).toBeGreaterThanOrEqual(before + 59);
    expect(body.resend_available_at).toBeLessThanOrEqual(before + 61);
    const [user] = await sql`
      select username, phone, language, email_confirmed_at, password_hash, notify_email_news, notify_phone_news
      from users where email = ${payload.email}`;
    expect(user).toMatchObject({
      username: 'anna_k',
      phone: '79161234567',
      language: 'en',
      email_confirmed_at: null,
      notify_email_news: true,
      notify_phone_news: false,
    });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('e-mails a link to the callback URL with a single-use token, in English by default', async () => {
    const payload = form();
    await register(payload);
    const [mail] = await mailsTo(t, payload.email);
    expect(mail).toMatchObject({
      subject: 'Confirm your e-mail for Pinacoteca',
      locale: 'en',
      template: 'confirm_email',
    });
    const { url, token } = await latestLink(t, payload.email);
    expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
    expect(token.length).toBeGreaterThan(40);
    expect(mail!.body_html).toContain(`href="${url.toString().replace(/&/g, '&amp;')}"`);
    // The token is a JWT the confirm page can read; only its hash is stored.
    expect(decodeJwt(token).exp).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    const [stored] = await sql`select purpose, used_at from email_tokens where token_hash = ${sha256(token)}`;
    expect(stored).toEqual({ purpose: 'confirm_email', used_at: null });
  });

  it('writes the e-mail and the error messages in Russian with _locale=ru', async () => {
    const payload = form();
    expect((await register(payload, '?_locale=ru')).statusCode).toBe(200);
    const [mail] = await mailsTo(t, payload.email);
    expect(mail).toMatchObject({ subject: 'Подтвердите почту для Pinacoteca', locale: 'ru' });
    // Greeted without the nickname: whoever registers chooses it, and the address may be another's.
    expect(mail!.body_text).toMatch(/^Здравствуйте!\n/);
    expect(mail!.body_text).not.toContain('anna_k');
    const [user] = await sql`select language from users where email = ${payload.email}`;
    expect(user!.language).toBe('ru');

    const invalid = await register(form({ email: 'nope' }), '?_locale=ru');
    expect(invalid.json().errors.email).toBe('Поле должно быть заполнено корректно');
  });

  it('answers every wrong field in a field-to-message map with the texts of SPEC §5', async () => {
    const response = await register(
      form({ email: 'not-an-email', username: 'Иван', phone: '12', password: 'short', repeat_password: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The field must be correct',
      errors: {
        email: 'The field must be correct',
        username: 'Must contain at least one Latin letter',
        phone: 'The field must be correct',
        password: 'Min 8 characters',
        repeat_password: 'Passwords do not match',
      },
    });
  });

  it('asks for every required field', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'This is a required field',
      username: 'This is a required field',
      password: 'This is a required field',
      repeat_password: 'This is a required field',
      callback_url: 'This is a required field',
    });
  });

  it('refuses a password without all four kinds of symbol, and passwords that do not match', async () => {
    const weak = await register(form({ password: 'alllowercase1!', repeat_password: 'alllowercase1!' }));
    expect(weak.json().errors).toEqual({
      password: 'Must contain upper and lower case letters, numbers and special symbols',
    });
    const mismatch = await register(form({ repeat_password: `${PASSWORD}x` }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ repeat_password: 'Passwords do not match' });
  });

  it('refuses an e-mail that already has an account, whatever its case, with an error on email only', async () => {
    const existing = await createUser(t);
    const response = await register(form({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'An account with this e-mail already exists: sign in or reset the password',
      errors: { email: 'An account with this e-mail already exists: sign in or reset the password' },
    });
    // An unconfirmed account gives exactly the same answer.
    const unconfirmed = await createUser(t, { confirmed: false });
    expect((await register(form({ email: unconfirmed.email }))).json()).toEqual(response.json());
    expect(await mailsTo(t, existing.email)).toHaveLength(0);
  });

  it('refuses a callback URL on a foreign site, which would leak the token', async () => {
    const response = await register(form({ callback_url: 'https://evil.example/steal' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ callback_url: 'The field must be correct' });
    const script = await register(form({ callback_url: 'javascript:alert(1)' }));
    expect(script.json().errors).toEqual({ callback_url: 'The field must be correct' });
  });

  it('accepts no phone and a phone typed with a plus, storing digits only', async () => {
    const none = form({ phone: '' });
    expect((await register(none)).statusCode).toBe(200);
    const plus = form({ phone: '+447911123456' });
    expect((await register(plus)).statusCode).toBe(200);
    const rows = await sql<{ email: string; phone: string | null }[]>`
      select email, phone from users where email in (${none.email}, ${plus.email})`;
    expect(Object.fromEntries(rows.map((r) => [r.email, r.phone]))).toEqual({
      [none.email]: null,
      [plus.email]: '447911123456',
    });
  });

  it('refuses a number that is no mobile number, in either language (SPEC §5: a valid mobile number)', async () => {
    // Shaped right, but a Moscow landline and a number no country has.
    for (const phone of ['74951234567', '10000000000']) {
      const refused = await register(form({ phone }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ phone: 'The field must be correct' });
    }
    const ru = await app.inject({
      method: 'POST',
      url: '/api/register?_locale=ru',
      payload: form({ phone: '74951234567' }),
    });
    expect(ru.json().errors).toEqual({ phone: messageText('invalid_format', 'ru') });
  });

  it('links the account to its referral partner, and ignores a code nobody owns', async () => {
    const partner = await createUser(t);
    const [{ referral_code: code } = { referral_code: '' }] = await sql<{ referral_code: string }[]>`
      select referral_code from users where id = ${partner.id}`;
    const referred = form({ referral: code });
    expect((await register(referred)).statusCode).toBe(200);
    const stranger = form({ referral: 'nobodys-code' });
    expect((await register(stranger)).statusCode).toBe(200);
    const rows = await sql<{ email: string; referred_by: string | null }[]>`
      select email, referred_by from users where email in (${referred.email}, ${stranger.email})`;
    expect(Object.fromEntries(rows.map((r) => [r.email, r.referred_by]))).toEqual({
      [referred.email]: partner.id,
      [stranger.email]: null,
    });
    // The partner's own mailbox under another spelling (a tag) is the partner: no bonus on their own purchases.
    const [name, domain] = partner.email.split('@');
    const self = form({ email: `${name!.toUpperCase()}+again@${domain}`, referral: code });
    expect((await register(self)).statusCode).toBe(200);
    const [own] = await sql<{ referred_by: string | null }[]>`
      select referred_by from users where email = ${self.email}`;
    expect(own!.referred_by).toBeNull();
  });

  it('turns e-mail notifications off when the person does not subscribe', async () => {
    const payload = form({ subscribe: false });
    await register(payload);
    const [user] =
      await sql`select notify_email_news, notify_email_new_paintings from users where email = ${payload.email}`;
    expect(user).toEqual({ notify_email_news: false, notify_email_new_paintings: false });
  });
});

describe('POST /api/register/confirm', () => {
  it('confirms the e-mail and signs the person in with a full token', async () => {
    const payload = form();
    await register(payload);
    const { token } = await latestLink(t, payload.email);
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    const auth = response.json<{ token: string }>().token;
    const claims = claimsOf(auth);
    expect(claims).toMatchObject({ two_fa_required: false, two_fa_verified: false });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const account = await app.inject({ url: '/api/account', headers: bearer(auth) });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ email: payload.email, username: 'anna_k', has_password: true });
    const [user] = await sql`select id, email_confirmed_at from users where email = ${payload.email}`;
    expect(user!.email_confirmed_at).toBeInstanceOf(Date);
    expect(await securityEvents(t, user!.id)).toEqual(['registered', 'email_confirmed', 'sign_in']);
  });

  it('refuses a link used a second time with Token not found', async () => {
    const payload = form();
    await register(payload);
    const { token } = await latestLink(t, payload.email);
    expect((await confirm(token)).statusCode).toBe(200);
    const replay = await confirm(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: 'Token not found', errors: { token: 'Token not found' } });
  });

  it('refuses an expired link with Token is expired', async () => {
    const payload = form();
    await register(payload);
    const { token } = await latestLink(t, payload.email);
    await sql`
      update email_tokens set expires_at = now() - interval '1 second'
      where purpose = 'confirm_email' and user_id = (select id from users where email = ${payload.email})`;
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Token is expired');
    const [user] = await sql`select email_confirmed_at from users where email = ${payload.email}`;
    expect(user!.email_confirmed_at).toBeNull();
  });

  it('refuses an unknown token and asks for a missing one', async () => {
    expect((await confirm('made-up')).json().message).toBe('Token not found');
    expect((await confirm('')).json().message).toBe('Token is not provided');
    expect((await app.inject({ method: 'POST', url: '/api/register/confirm', payload: {} })).json().message).toBe(
      'Token is not provided',
    );
  });

  it('refuses a password reset token as a confirmation token', async () => {
    const user = await createUser(t, { confirmed: false });
    await app.inject({
      method: 'POST',
      url: '/api/reset-password/request',
      payload: { email: user.email, callback_url: 'http://localhost:3000/reset-password/confirm' },
    });
    await t.mailOutbox.runOnce();
    const { token } = await latestLink(t, user.email);
    expect((await confirm(token)).json().message).toBe('Token not found');
  });
});

describe('POST /api/register/resend', () => {
  async function registered() {
    const payload = form();
    const body = RegisterResponse.parse((await register(payload)).json());
    const [user] = await sql<{ id: string }[]>`select id from users where email = ${payload.email}`;
    return { payload, body, userId: user!.id };
  }

  const resend = (resendToken: unknown, query = '') =>
    app.inject({ method: 'POST', url: `/api/register/resend${query}`, payload: { resend_token: resendToken } });

  it('refuses a resend before resend_available_at with 429 and Retry-After', async () => {
    const { payload, body } = await registered();
    const response = await resend(body.resend_token);
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.json()).toEqual({ message: `Too many requests: try again in ${retryAfter} s` });
    expect(await mailsTo(t, payload.email)).toHaveLength(1);
  });

  it('sends a new link once the time has come, and makes the next wait longer', async () => {
    const { payload, body, userId } = await registered();
    await sql`update email_tokens set not_before = now() - interval '1 second' where user_id = ${userId} and purpose = 'register_resend'`;
    const response = await resend(body.resend_token, '?_locale=ru');
    expect(response.statusCode).toBe(200);
    const next = response.json<{ resend_available_at: number }>().resend_available_at;
    expect(next - Date.now() / 1000).toBeGreaterThan(110);
    const mails = await mailsTo(t, payload.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.locale).toBe('ru');
    // The new link confirms the account.
    const { token } = await latestLink(t, payload.email);
    expect((await confirm(token)).statusCode).toBe(200);
    // And once confirmed, nothing more is sent.
    const after = await resend(body.resend_token);
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe('Token not found');
  });

  it('says so when the e-mail was confirmed meanwhile by another link', async () => {
    const { body, userId } = await registered();
    await sql`update users set email_confirmed_at = now() where id = ${userId}`;
    await sql`update email_tokens set not_before = now() - interval '1 second' where user_id = ${userId}`;
    const response = await resend(body.resend_token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The e-mail is already confirmed: sign in');
  });

  it('refuses an unknown or expired resend token', async () => {
    expect((await resend('made-up')).json()).toEqual({
      message: 'Token not found',
      errors: { resend_token: 'Token not found' },
    });
    const { body, userId } = await registered();
    await sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${userId} and purpose = 'register_resend'`;
    expect((await resend(body.resend_token)).json().message).toBe('Token is expired');
  });
});
