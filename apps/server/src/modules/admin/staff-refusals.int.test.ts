import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, login } from '../../../test/accounts.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app } = t;

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, locale = 'en') =>
  app.inject({ method, url: `${url}?_locale=${locale}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('refusals of the console say why', () => {
  it('tells an operator on an admin-only call that it needs an administrator, an investor that it needs an operator', async () => {
    const operator = await createStaff(t, 'operator');
    const person = await createUser(t);
    for (const [method, url, payload] of [
      ['POST', `/api/admin/users/${person.id}/role`, { role: 'operator' }],
      ['POST', '/api/admin/audit/verify', undefined],
    ] as const) {
      const en = await call(operator.token, method, url, payload);
      expect(en.statusCode, url).toBe(403);
      expect(en.json(), url).toEqual({ message: 'This needs an administrator account' });
      expect((await call(operator.token, method, url, payload, 'ru')).json(), url).toEqual({
        message: 'Для этого нужна учётная запись администратора',
      });
    }
    // The operator's own calls still work; an investor is told what it lacks: an operator account.
    expect((await call(operator.token, 'GET', '/api/admin/users')).statusCode).toBe(200);
    const investor = await call(await login(t, person.email), 'POST', '/api/admin/audit/verify');
    expect(investor.statusCode).toBe(403);
    expect(investor.json()).toEqual({ message: 'This needs an operator account' });
  });

  it('refuses acting on one’s own account with its own message, not “needs an operator”', async () => {
    const admin = await createStaff(t, 'admin');
    const operator = await createStaff(t, 'operator');
    const own = [
      [admin.token, `/api/admin/users/${admin.id}/role`, { role: 'investor' }],
      [admin.token, `/api/admin/users/${admin.id}/block`, { reason: 'testing' }],
      [operator.token, `/api/admin/users/${operator.id}/block`, { reason: 'testing' }],
      [operator.token, `/api/admin/users/${operator.id}/unblock`, undefined],
    ] as const;
    for (const [token, url, payload] of own) {
      const en = await call(token, 'POST', url, payload);
      expect(en.statusCode, url).toBe(400);
      expect(en.json().message, url).toBe('You cannot do this to your own account');
      expect((await call(token, 'POST', url, payload, 'ru')).json().message, url).toBe(
        'Это нельзя сделать со своей учётной записью',
      );
    }
    // Nothing changed: both still work in the console with their roles.
    expect((await call(admin.token, 'GET', '/api/admin/me')).json().role).toBe('admin');
    expect((await call(operator.token, 'GET', '/api/admin/me')).json().role).toBe('operator');
  });
});
