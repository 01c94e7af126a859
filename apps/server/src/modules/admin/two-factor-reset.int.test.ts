import { describe, expect, it } from 'vitest';
import { StaffUserView } from '@pinacoteca/contracts/admin/console';
import { createTestApp } from '../../../test/helpers.ts';
import {
  bearer,
  createStaff,
  createUser,
  enableTwoFactor,
  login,
  mailsTo,
  PASSWORD,
  securityEvents,
} from '../../../test/accounts.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

const resetTwoFactor = (
  token: string,
  id: string,
  payload: object = { reason: 'Lost phone; ID checked' },
  locale = 'en',
) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/two-factor/reset?_locale=${locale}`,
    headers: bearer(token),
    payload,
  });

/** A person with two-factor on, signed in through the code step. */
async function personWithTwoFactor(options: { username?: string } = {}) {
  const person = await createUser(t, options);
  const totp = await enableTwoFactor(t, person.id);
  const pending = await login(t, person.email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify',
    headers: bearer(pending),
    payload: { code: totp.code() },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...person, token: verified.json<{ token: string }>().token };
}

const twoFactorOf = async (id: string) =>
  (
    await sql<{ two_fa_enabled: boolean; two_fa_secret: string | null }[]>`
    select two_fa_enabled, two_fa_secret from users where id = ${id}`
  )[0]!;

describe('an admin turning off a person’s two-factor', () => {
  it('forgets the secret, ends every session, audits who, whom and why, and tells the person by e-mail', async () => {
    const admin = await createStaff(t, 'admin');
    const person = await personWithTwoFactor({ username: 'Lostphone' });
    await sql`update users set language = 'ru' where id = ${person.id}`;
    // A second device, still at the code step (a thief's sign-in with the password, say).
    const pending = await login(t, person.email);

    const response = await resetTwoFactor(admin.token, person.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffUserView.parse(response.json())).toMatchObject({ id: person.id, two_fa_enabled: false });
    expect(await twoFactorOf(person.id)).toEqual({ two_fa_enabled: false, two_fa_secret: null });

    for (const token of [person.token, pending]) {
      expect((await app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(401);
    }
    // Signing in now takes the password alone: the token is a full one, no code step.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const fresh = signIn.json<{ token: string }>().token;
    expect((await app.inject({ url: '/api/account', headers: bearer(fresh) })).statusCode).toBe(200);

    const [audit] = await sql<
      { actor_id: string; actor_role: string; subject_id: string; before: unknown; after: unknown }[]
    >`select actor_id, actor_role, subject_id, before, after from audit_log
      where action = 'user.two_factor_reset' and subject_id = ${person.id}`;
    expect(audit).toEqual({
      actor_id: admin.id,
      actor_role: 'admin',
      subject_id: person.id,
      before: { two_fa_enabled: true },
      after: { two_fa_enabled: false, reason: 'Lost phone; ID checked' },
    });
    expect(await securityEvents(t, person.id)).toContain('two_factor_reset_by_admin');

    // In the person's language, with the way back in case it was not them who asked.
    const [mail] = await mailsTo(t, person.email);
    expect(mail).toMatchObject({ template: 'security_notice', locale: 'ru' });
    expect(mail!.subject).toBe('Администратор отключил вашу двухфакторную аутентификацию');
    expect(mail!.body_text).toContain('напишите в поддержку');
    expect(mail!.body_text).toContain('/reset-password/request');

    // The console's person page says so, with the event in the security log.
    const detail = await app.inject({ url: `/api/admin/users/${person.id}`, headers: bearer(admin.token) });
    expect(detail.json().user.two_fa_enabled).toBe(false);
    expect(detail.json().security_log.map((e: { event: string }) => e.event)).toContain('two_factor_reset_by_admin');
  });

  it('refuses a person whose two-factor is off already (409), with no second audit row or letter', async () => {
    const admin = await createStaff(t, 'admin');
    const person = await personWithTwoFactor();
    expect((await resetTwoFactor(admin.token, person.id)).statusCode).toBe(200);
    const second = await createStaff(t, 'admin');
    const again = await resetTwoFactor(second.token, person.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor authentication of this account is off already');
    expect((await resetTwoFactor(second.token, person.id, undefined, 'ru')).json().message).toBe(
      'Двухфакторная аутентификация этой учётной записи уже выключена',
    );
    const rows =
      await sql`select 1 from audit_log where action = 'user.two_factor_reset' and subject_id = ${person.id}`;
    expect(rows).toHaveLength(1);
    expect(await mailsTo(t, person.email)).toHaveLength(1);

    const never = await createUser(t);
    expect((await resetTwoFactor(admin.token, never.id)).statusCode).toBe(409);

    // A removed account (within its restore window) is its owner's to bring back as it was.
    const removed = await personWithTwoFactor();
    await sql`update users set removed_at = now() where id = ${removed.id}`;
    const refused = await resetTwoFactor(admin.token, removed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This account is removed: it can be changed once its owner restores it');
    expect(await twoFactorOf(removed.id)).toMatchObject({ two_fa_enabled: true });
  });

  it('is for admins only: an operator is told it needs an administrator, and nothing changes', async () => {
    const operator = await createStaff(t, 'operator');
    const person = await personWithTwoFactor();
    for (const [locale, message] of [
      ['en', 'This needs an administrator account'],
      ['ru', 'Для этого нужна учётная запись администратора'],
    ] as const) {
      const refused = await resetTwoFactor(operator.token, person.id, undefined, locale);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message });
    }
    expect((await twoFactorOf(person.id)).two_fa_enabled).toBe(true);
    expect((await app.inject({ url: '/api/account', headers: bearer(person.token) })).statusCode).toBe(200);
  });

  it('refuses one’s own account (400) and an account of an equal role (403), however the id is written', async () => {
    const admin = await createStaff(t, 'admin');
    const own = await resetTwoFactor(admin.token, admin.id.toUpperCase());
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot do this to your own account');

    const peer = await createStaff(t, 'admin');
    const outranked = await resetTwoFactor(admin.token, peer.id);
    expect(outranked.statusCode).toBe(403);
    expect(outranked.json().message).toBe(
      'You can turn off two-factor authentication only of accounts of a lower role than yours',
    );
    for (const id of [admin.id, peer.id]) expect((await twoFactorOf(id)).two_fa_enabled).toBe(true);

    // An operator is of a lower role: an admin may.
    const operator = await createStaff(t, 'operator');
    expect((await resetTwoFactor(admin.token, operator.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown person and 400 for a missing, blank or too long reason', async () => {
    const admin = await createStaff(t, 'admin');
    const unknown = await resetTwoFactor(admin.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);

    const person = await personWithTwoFactor();
    for (const [payload, message] of [
      [{}, 'This is a required field'],
      [{ reason: '   ' }, 'This is a required field'],
      [{ reason: 'x'.repeat(501) }, 'Max 500 characters'],
    ] as const) {
      const refused = await resetTwoFactor(admin.token, person.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors, JSON.stringify(payload)).toEqual({ reason: message });
    }
    expect((await twoFactorOf(person.id)).two_fa_enabled).toBe(true);
  });
});
