import { describe, expect, it } from 'vitest';
import { AdminMeResponse } from '@pinacoteca/contracts/admin/me';
import { DashboardResponse } from '@pinacoteca/contracts/admin/console';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createStaff, createUser, enableTwoFactor, login, PASSWORD } from '../../../test/accounts.ts';
import { tokenSet } from '../../../test/orders.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

const me = (token?: string) => app.inject({ url: '/api/admin/me', headers: token ? bearer(token) : {} });

describe('the console scope /api/admin', () => {
  it('answers 401 to visitors and 403 to investors', async () => {
    expect((await me()).statusCode).toBe(401);
    const investor = await createUser(t);
    const response = await me(await login(t, investor.email));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This needs an operator account' });
  });

  it('refuses an operator until two-factor authentication is on', async () => {
    const operator = await createUser(t);
    await sql`update users set role = 'operator' where id = ${operator.id}`;
    const response = await me(await login(t, operator.email));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/two-factor/);
  });

  it('refuses an operator whose code step is still pending', async () => {
    const operator = await createUser(t);
    await sql`update users set role = 'operator' where id = ${operator.id}`;
    await enableTwoFactor(t, operator.id);
    expect((await me(await login(t, operator.email))).statusCode).toBe(403);
  });

  it('lets operators and admins in and reads the role from the database on every call', async () => {
    const operator = await createStaff(t, 'operator');
    const response = await me(operator.token);
    expect(response.statusCode).toBe(200);
    expect(AdminMeResponse.parse(response.json())).toMatchObject({ user_id: operator.id, role: 'operator' });
    const admin = await createStaff(t, 'admin');
    expect((await me(admin.token)).json().role).toBe('admin');
    // Demoted: the same token no longer opens the console.
    await sql`update users set role = 'investor' where id = ${operator.id}`;
    expect((await me(operator.token)).statusCode).toBe(403);
  });

  it('refuses every call of a blocked account, console or not', async () => {
    const operator = await createStaff(t, 'operator');
    await sql`update users set blocked_at = now() where id = ${operator.id}`;
    const response = await me(operator.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/blocked/);
    expect((await app.inject({ url: '/api/account', headers: bearer(operator.token) })).statusCode).toBe(403);
  });
});

describe('every console route', () => {
  it('answers 401 to visitors, 403 to investors and to operators without two-factor', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: path.replace(/\{[^}]+\}/g, (m) =>
            m === '{kind}' ? 'front' : m === '{name}' ? 'swap' : '00000000-0000-4000-8000-000000000000',
          ),
        })),
      );
    expect(routes.length).toBeGreaterThan(10);
    const investor = await login(t, (await createUser(t)).email);
    const noTwoFactor = await createUser(t);
    await sql`update users set role = 'admin' where id = ${noTwoFactor.id}`;
    const adminWithout = await login(t, noTwoFactor.email);
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await app.inject({ ...route, headers: bearer(investor) })).statusCode, route.url).toBe(403);
      expect((await app.inject({ ...route, headers: bearer(adminWithout) })).statusCode, route.url).toBe(403);
    }
  });
});

describe('the console', () => {
  it('switches a flag live, audited, and the public state follows', async () => {
    const operator = await createStaff(t, 'operator');
    const set = (enabled: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/flags/swap',
        headers: bearer(operator.token),
        payload: { enabled },
      });
    expect((await set(true)).json()).toContainEqual({ name: 'swap', enabled: true });
    const state = (await app.inject({ url: '/api/system/feature-flags/state' })).json();
    expect(state).toContainEqual({ name: 'swap', enabled: true });
    await set(false);
    const audit = (
      await app.inject({ url: '/api/admin/audit?action=flag&subject=flag:swap', headers: bearer(operator.token) })
    ).json() as { action: string; before: unknown; after: unknown; actor_email: string }[];
    expect(audit.slice(0, 2)).toMatchObject([
      { action: 'flag.set', before: { enabled: true }, after: { enabled: false }, actor_email: operator.email },
      { action: 'flag.set', before: { enabled: false }, after: { enabled: true } },
    ]);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/flags/swap',
      headers: bearer(operator.token),
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    // Present but not true or false: malformed, not missing.
    expect(bad.json().errors).toEqual({ enabled: 'The field must be correct' });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/flags/swap',
      headers: bearer(operator.token),
      payload: {},
    });
    expect(missing.json().errors).toEqual({ enabled: 'This is a required field' });
  });

  it('blocks an account: its sessions end, it cannot sign in; unblocking lets it back', async () => {
    const operator = await createStaff(t, 'operator');
    const person = await createUser(t, { username: 'Blockable' });
    const token = await login(t, person.email);
    const found = (
      await app.inject({ url: `/api/admin/users?q=${person.email}`, headers: bearer(operator.token) })
    ).json();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: person.id, role: 'investor', kyc_status: 'not_started', blocked_at: null });

    const noReason = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/block`,
      headers: bearer(operator.token),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/block`,
      headers: bearer(operator.token),
      payload: { reason: 'Chargeback fraud' },
    });
    expect(blocked.json()).toMatchObject({ blocked_reason: 'Chargeback fraud' });
    // A second operator blocking too (at once, or from a page loaded before) is told, and the first
    // reason stands: one decision, one audit row.
    const second = await createStaff(t, 'operator');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/block?_locale=ru`,
      headers: bearer(second.token),
      payload: { reason: 'second' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Эта учётная запись уже заблокирована: см. указанную причину');
    expect((await app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(403);
    expect(signIn.json().message).toMatch(/blocked/);

    const unblocked = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/unblock`,
      headers: bearer(operator.token),
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    const twice = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/unblock`,
      headers: bearer(second.token),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This account is not blocked');
    expect(
      (await app.inject({ method: 'POST', url: '/api/login', payload: { email: person.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
    const trail = (
      await app.inject({ url: `/api/admin/audit?subject=${person.id}`, headers: bearer(operator.token) })
    ).json() as { action: string }[];
    expect(trail.map((r) => r.action)).toEqual(['user.unblock', 'user.block']);
  });

  it('lets staff block only accounts of a lower role, and never their own, however the id is written', async () => {
    const operator = await createStaff(t, 'operator');
    const other = await createStaff(t, 'operator');
    const admin = await createStaff(t, 'admin');
    const block = (token: string, id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/block`,
        headers: bearer(token),
        payload: { reason: 'Testing the ranks' },
      });
    const unblock = (token: string, id: string) =>
      app.inject({ method: 'POST', url: `/api/admin/users/${id}/unblock`, headers: bearer(token) });

    for (const subject of [admin.id, other.id]) {
      const refused = await block(operator.token, subject);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe('You can block or unblock only accounts of a lower role than yours');
      expect((await unblock(operator.token, subject)).statusCode).toBe(403);
    }
    // An admin cannot block another admin either, and is told the rule, not that it takes an admin.
    const peer = await block(admin.token, (await createStaff(t, 'admin')).id);
    expect(peer.statusCode).toBe(403);
    expect(peer.json().message).toBe('You can block or unblock only accounts of a lower role than yours');
    // Nothing happened to the admin: still in the console.
    expect((await me(admin.token)).statusCode).toBe(200);

    // An admin blocks and unblocks an operator.
    expect((await block(admin.token, other.id)).statusCode).toBe(200);
    expect((await unblock(admin.token, other.id)).statusCode).toBe(200);

    // Their own account, written in capitals, is still their own.
    for (const staff of [operator, admin]) {
      expect((await block(staff.token, staff.id.toUpperCase())).statusCode).toBe(400);
      const demote = await app.inject({
        method: 'POST',
        url: `/api/admin/users/${staff.id.toUpperCase()}/role`,
        headers: bearer(admin.token),
        payload: { role: 'investor' },
      });
      expect(demote.statusCode).toBe(staff === admin ? 400 : 200);
    }
    const [row] = await sql<
      { role: string; blocked_at: Date | null }[]
    >`select role, blocked_at from users where id = ${admin.id}`;
    expect(row).toEqual({ role: 'admin', blocked_at: null });
  });

  it('lets only admins change roles and verify the chain', async () => {
    const operator = await createStaff(t, 'operator');
    const admin = await createStaff(t, 'admin');
    const person = await createUser(t);
    const promote = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/users/${person.id}/role`,
        headers: bearer(token),
        payload: { role: 'operator' },
      });
    expect((await promote(operator.token)).statusCode).toBe(403);
    expect((await promote(admin.token)).json().role).toBe('operator');
    const verify = (token: string) =>
      app.inject({ method: 'POST', url: '/api/admin/audit/verify', headers: bearer(token) });
    expect((await verify(operator.token)).statusCode).toBe(403);
    expect((await verify(admin.token)).json()).toMatchObject({ ok: true, broken_at: null });
  });

  it('shows the day on the dashboard', async () => {
    const operator = await createStaff(t, 'operator');
    const response = await app.inject({ url: '/api/admin/dashboard', headers: bearer(operator.token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      kyc_pending: expect.any(Number),
      volume_today: expect.stringMatching(/^\d+\.\d\d$/),
    });
  });

  it('names reserved tokens by their symbol, not by their painting', async () => {
    const { attributed } = await tokenSet((url) => app.inject({ url }));
    const token = attributed[0]!;
    expect(token.symbol).not.toBe(token.name);
    const buyer = await createUser(t);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(await login(t, buyer.email)),
      payload: { currency: 'BTC', items: [{ token_id: token.id, quantity: 2 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const operator = await createStaff(t, 'operator');
    const dashboard = DashboardResponse.parse(
      (await app.inject({ url: '/api/admin/dashboard', headers: bearer(operator.token) })).json(),
    );
    const line = dashboard.reserved.find((r) => r.token_id === token.id);
    expect(line).toMatchObject({ symbol: token.symbol });
    expect(Number(line!.quantity)).toBeGreaterThanOrEqual(2);
  });
});
