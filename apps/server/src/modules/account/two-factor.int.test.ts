import { describe, expect, it } from 'vitest';
import { TwoFaSecretsResponse } from '@pinacoteca/contracts/account/two-fa-secrets';
import { createTestApp } from '../../../test/helpers.ts';
import {
  bearer,
  claimsOf,
  createUser,
  enableTwoFactor,
  login,
  mailsTo,
  PASSWORD,
  securityEvents,
} from '../../../test/accounts.ts';
import { totpCode } from '../auth/totp.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000', SIGN_IN_BACKOFF_AFTER: '3' });
const { app, sql } = t;

const secrets = (token: string) => app.inject({ url: '/api/account/2fa/secrets', headers: bearer(token) });
const changeStatus = (token: string, code: string, enable: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/account/2fa/change-status',
    headers: bearer(token),
    // Turning it on asks the password too (decision 0084); turning it off ignores it.
    payload: { code, enable, password: PASSWORD },
  });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('GET /api/account/2fa/secrets', () => {
  it('gives a QR code and the base32 secret, stored only encrypted, new on each call', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const response = await secrets(token);
    expect(response.statusCode).toBe(200);
    const body = TwoFaSecretsResponse.parse(response.json());
    expect(body.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const [row] = await sql<{ two_fa_secret: string; two_fa_enabled: boolean }[]>`
      select two_fa_secret, two_fa_enabled from users where id = ${user.id}`;
    expect(row!.two_fa_enabled).toBe(false);
    expect(row!.two_fa_secret).not.toContain(body.secret);
    expect(TwoFaSecretsResponse.parse((await secrets(token)).json()).secret).not.toBe(body.secret);
  });

  it('never shows the secret of an account with two-factor on', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email);
    const full = (
      await app.inject({ method: 'POST', url: '/api/verify', headers: bearer(pending), payload: { code: totp.code() } })
    ).json().token;
    const response = await secrets(full);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Two-factor authentication is already on' });
  });
});

describe('POST /api/account/2fa/change-status', () => {
  it('turns two-factor on with a code of the new secret, signing other sessions out', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const otherDevice = await login(t, user.email);
    const { secret } = TwoFaSecretsResponse.parse((await secrets(token)).json());
    const response = await changeStatus(token, totpCode(secret), true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await app.inject({ url: '/api/account', headers: bearer(token) })).json().google2_fa_enabled).toBe(true);
    expect((await app.inject({ url: '/api/account', headers: bearer(otherDevice) })).statusCode).toBe(401);
    // The next sign-in asks for a code.
    expect(claimsOf(await login(t, user.email)).two_fa_required).toBe(true);
    expect(await securityEvents(t, user.id)).toContain('two_factor_enabled');
    // The owner is told, with the way to support should the authenticator not be theirs.
    const [notice] = await mailsTo(t, user.email);
    expect(notice).toMatchObject({ subject: 'Two-factor authentication was turned on', template: 'security_notice' });
    expect(notice!.body_text).toContain('/support/contact-us');
  });

  it('asks the password to turn it on: a session alone cannot put its holder’s authenticator on the account', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const { secret } = TwoFaSecretsResponse.parse((await secrets(token)).json());
    const on = (password: string | null) =>
      app.inject({
        method: 'POST',
        url: '/api/account/2fa/change-status',
        headers: bearer(token),
        payload: { code: totpCode(secret), enable: true, password },
      });
    expect((await on(null)).json().errors).toEqual({ password: 'This is a required field' });
    expect((await on('Wrong-pass-1')).json().errors).toEqual({ password: 'Password incorrect' });
    // Refused before the code was checked: the same code still turns it on with the password.
    const right = await on(PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    const [row] = await sql<{ two_fa_enabled: boolean }[]>`select two_fa_enabled from users where id = ${user.id}`;
    expect(row!.two_fa_enabled).toBe(true);
  });

  it('keeps two-factor off after a wrong code and marks the code field', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const { secret } = TwoFaSecretsResponse.parse((await secrets(token)).json());
    const response = await changeStatus(token, wrongFor(totpCode(secret)), true);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Wrong code, check digits',
      errors: { code: 'Wrong code, check digits' },
    });
    const [row] = await sql`select two_fa_enabled from users where id = ${user.id}`;
    expect(row!.two_fa_enabled).toBe(false);
  });

  it('refuses to turn on before a secret was asked for', async () => {
    const user = await createUser(t);
    const response = await changeStatus(await login(t, user.email), '123456', true);
    expect(response.statusCode).toBe(400);
  });

  it('turns two-factor off with a code of the active secret', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email);
    const full = (
      await app.inject({ method: 'POST', url: '/api/verify', headers: bearer(pending), payload: { code: totp.code() } })
    ).json().token;
    expect((await changeStatus(full, wrongFor(totp.code(1)), false)).statusCode).toBe(400);
    const response = await changeStatus(full, totp.code(1), false);
    expect(response.statusCode).toBe(200);
    const [row] = await sql`select two_fa_enabled, two_fa_secret from users where id = ${user.id}`;
    expect(row).toEqual({ two_fa_enabled: false, two_fa_secret: null });
    expect(claimsOf(await login(t, user.email)).two_fa_required).toBe(false);
    expect((await mailsTo(t, user.email)).map((m) => m.subject)).toContain('Two-factor authentication was turned off');
    const again = (await changeStatus(full, totp.code(1), false)).json();
    expect(again).toEqual({
      message: 'Two-factor authentication is off',
      errors: { enable: 'Two-factor authentication is off' },
    });
  });

  it('names the field of a change the state does not allow, and of an empty request, in both languages', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    // A code before any secret was given: nothing to check it against.
    const early = await changeStatus(token, '123456', true);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({
      code: 'Get the secret key first: open the two-factor settings again and scan the QR code',
    });
    // No body at all, sent with the JSON content type most clients add: its fields are named, in Russian too.
    const empty = await app.inject({
      method: 'POST',
      url: '/api/account/2fa/change-status',
      headers: { ...bearer(token), 'content-type': 'application/json', 'accept-language': 'ru' },
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['code', 'enable']);
    expect(empty.json().message).toMatch(/[а-я]/);
  });

  it('holds the address back (429 with Retry-After) after its third wrong code', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const { secret } = TwoFaSecretsResponse.parse((await secrets(token)).json());
    for (let i = 0; i < 3; i += 1) await changeStatus(token, wrongFor(totpCode(secret)), true);
    const limited = await changeStatus(token, totpCode(secret), true);
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // Said on the code field, with the seconds to wait.
    expect(limited.json().errors).toEqual({ code: `Too many wrong codes: wait ${wait} s before the next one` });
  });
});
