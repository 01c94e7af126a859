import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import {
  PASSWORD,
  bearer,
  createUser,
  enableTwoFactor,
  login,
  mailsTo,
  securityEvents,
} from '../../../test/accounts.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app } = t;
const NEW_PASSWORD = 'Another-pass-3';

const change = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/account/change-password', headers: bearer(token), payload });

const base = { new_password: NEW_PASSWORD, repeat_new_password: NEW_PASSWORD, current_password: PASSWORD, code: null };

async function verified(email: string, code: string): Promise<string> {
  const pending = await login(t, email);
  return (await app.inject({ method: 'POST', url: '/api/verify', headers: bearer(pending), payload: { code } })).json()
    .token;
}

describe('POST /api/account/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const other = await login(t, user.email);
    const response = await change(token, base);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/account', headers: bearer(other) })).statusCode).toBe(401);
    expect(await login(t, user.email, NEW_PASSWORD)).toBeTruthy();
    expect(await securityEvents(t, user.id)).toContain('password_changed');
    // The owner hears of it, with the way to take the account back if it was not them.
    const [notice] = await mailsTo(t, user.email);
    expect(notice).toMatchObject({ subject: 'Your Pinacoteca password was changed', template: 'security_notice' });
    expect(notice!.body_text).toContain('/reset-password/request');
  });

  it("answers a wrong current password on path 'password' with 'Password incorrect'", async () => {
    const user = await createUser(t);
    const response = await change(await login(t, user.email), { ...base, current_password: 'Wrong-pass-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Password incorrect',
      errors: [{ path: 'password', message: 'Password incorrect' }],
    });
    const missing = await change(await login(t, user.email), { ...base, current_password: null });
    expect(missing.json().errors).toEqual([{ path: 'password', message: 'This is a required field' }]);
  });

  it("answers every error about the current password on path 'password', the schema's too (SPEC §8)", async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const tooLong = await change(token, { ...base, current_password: 'x'.repeat(129) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      message: 'Max 128 characters',
      errors: [{ path: 'password', message: 'Max 128 characters' }],
    });
    const russian = await app.inject({
      method: 'POST',
      url: '/api/account/change-password?_locale=ru',
      headers: bearer(token),
      payload: { ...base, current_password: 'x'.repeat(129) },
    });
    expect(russian.json().errors).toEqual([{ path: 'password', message: 'Максимум 128 символов' }]);
    // The other fields keep their own paths.
    const both = await change(token, { ...base, current_password: 'x'.repeat(129), new_password: 'weak' });
    expect(both.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'password', message: 'Max 128 characters' },
        { path: 'new_password', message: 'Min 8 characters' },
      ]),
    );
    expect(await login(t, user.email)).toBeTruthy();
  });

  it('checks the new password with the rules of SPEC §5', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    expect((await change(token, { ...base, new_password: 'weak', repeat_new_password: 'weak' })).json().errors).toEqual(
      [{ path: 'new_password', message: 'Min 8 characters' }],
    );
    expect((await change(token, { ...base, repeat_new_password: `${NEW_PASSWORD}!` })).json().errors).toEqual([
      { path: 'repeat_new_password', message: 'Passwords do not match' },
    ]);
  });

  it('asks for the code when two-factor is on, on path code', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    // The sign-in takes this step's code and the change the next one (accepted one step ahead), so a
    // step ending between the two, or between computing a code and checking it, changes nothing.
    const token = await verified(user.email, totp.code(0));
    expect((await change(token, base)).json().errors).toEqual([{ path: 'code', message: 'This is a required field' }]);
    const next = totp.code(1);
    const wrong = next === '000000' ? '111111' : '000000';
    expect((await change(token, { ...base, code: wrong })).json().errors).toEqual([
      { path: 'code', message: 'Wrong code, check digits' },
    ]);
    expect((await change(token, { ...base, code: next })).statusCode).toBe(200);
  });

  it('lets an account without a password set one without a current password', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    await t.sql`update users set password_hash = null where id = ${user.id}`;
    expect((await change(token, { ...base, current_password: null })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/account', headers: bearer(token) })).json().has_password).toBe(true);
  });
});
