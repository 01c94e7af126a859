import { describe, expect, it } from 'vitest';
import { Account } from '@pinacoteca/contracts/account/account';
import { createTestApp } from '../../../test/helpers.ts';
import { bearer, createUser, enableTwoFactor, login } from '../../../test/accounts.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;

async function referralCode(userId: string): Promise<string> {
  const [row] = await sql<{ referral_code: string }[]>`select referral_code from users where id = ${userId}`;
  return row!.referral_code;
}

describe('GET /api/account', () => {
  it('answers the Account entity of SPEC §3 for the signed-in person', async () => {
    const user = await createUser(t, { username: 'marta_art' });
    await sql`update users set phone = '79161234567', language = 'ru', notify_phone_news = true where id = ${user.id}`;
    const response = await app.inject({ url: '/api/account', headers: bearer(await login(t, user.email)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Account.parse(response.json())).toEqual({
      id: user.id,
      email: user.email,
      avatar: null,
      phone: '79161234567',
      username: 'marta_art',
      language: 'ru',
      has_password: true,
      referral: await referralCode(user.id),
      google2_fa_enabled: false,
      google_connected: false,
      role: 'investor',
      kyc_status: 'not_started',
      notifications: { phone_news: true, phone_new_paintings: false, email_news: true, email_new_paintings: true },
    });
  });

  it("shows each person their own account and never another user's", async () => {
    const alice = await createUser(t, { username: 'alice' });
    const bob = await createUser(t, { username: 'bob' });
    const [aliceToken, bobToken] = [await login(t, alice.email), await login(t, bob.email)];
    expect((await app.inject({ url: '/api/account', headers: bearer(aliceToken) })).json()).toMatchObject({
      id: alice.id,
      email: alice.email,
    });
    expect((await app.inject({ url: '/api/account', headers: bearer(bobToken) })).json()).toMatchObject({
      id: bob.id,
      email: bob.email,
    });
    // No parameter picks the account: the id comes from the session only.
    const sneaky = await app.inject({ url: `/api/account?id=${alice.id}`, headers: bearer(bobToken) });
    expect(sneaky.json().id).toBe(bob.id);
  });

  it('shows two-factor, the avatar and a Google connection when the account has them', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const [image] = await sql<{ id: string }[]>`select id from images limit 1`;
    await sql`update users set avatar_image_id = ${image!.id}, google_subject = ${`google-${user.id}`} where id = ${user.id}`;
    const pending = await login(t, user.email);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: bearer(pending),
      payload: { code: totp.code() },
    });
    const response = await app.inject({ url: '/api/account', headers: bearer(verified.json().token) });
    expect(response.json()).toMatchObject({
      google2_fa_enabled: true,
      google_connected: true,
      avatar: { x1: `/media/images/${image!.id}/avatar`, x2: `/media/images/${image!.id}/avatar2x` },
    });
  });

  it('says has_password false for an account made without a password', async () => {
    const user = await createUser(t, { password: null });
    expect((await t.accounts.getAccount(user.id)).has_password).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ url: '/api/account' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue' });
  });
});

describe('GET /api/referral/owner/{referral}', async () => {
  const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '3' });

  it("answers the code owner's e-mail masked, never the address itself", async () => {
    const partner = await createUser(t, { email: `anna.${Date.now()}@example.com` });
    const response = await app.inject({ url: `/api/referral/owner/${await referralCode(partner.id)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'an***@example.com' });
  });

  it('is rate-limited per address like the other calls anyone can make', async () => {
    const ask = (remoteAddress: string) =>
      limited.app.inject({ url: `/api/referral/owner/code-${Math.random()}`, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await ask('10.9.8.7')).statusCode).toBe(404);
    const refused = await ask('10.9.8.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ask('10.9.8.8')).statusCode).toBe(404);
  });

  it('answers 404 for a code nobody owns, and for a removed or blocked account', async () => {
    const unknown = await app.inject({ url: '/api/referral/owner/no-such-code' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found' });
    // Longer than any code (and than the router's default 100 characters a path part): the same.
    const long = await app.inject({ url: `/api/referral/owner/${'x'.repeat(220)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ message: 'Not found' });
    const partner = await createUser(t);
    await sql`update users set removed_at = now() where id = ${partner.id}`;
    expect((await app.inject({ url: `/api/referral/owner/${await referralCode(partner.id)}` })).statusCode).toBe(404);
    const blocked = await createUser(t);
    await sql`update users set blocked_at = now(), blocked_reason = 'test' where id = ${blocked.id}`;
    expect((await app.inject({ url: `/api/referral/owner/${await referralCode(blocked.id)}` })).statusCode).toBe(404);
  });

  it('gives every account its own code, demo investors included', async () => {
    const [row] = await sql<{ users: number; codes: number }[]>`
      select count(*)::int as users, count(distinct referral_code)::int as codes from users`;
    expect(row!.codes).toBe(row!.users);
  });
});

describe('POST /api/account/sessions/end-others', () => {
  it('signs out every other device and keeps this one, with nothing more to prove', async () => {
    const user = await createUser(t);
    const here = await login(t, user.email);
    const others = [await login(t, user.email), await login(t, user.email)];
    const end = () => app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: bearer(here) });
    const ended = await end();
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ success: true, ended: 2 });
    expect((await app.inject({ url: '/api/account', headers: bearer(here) })).statusCode).toBe(200);
    for (const other of others) {
      expect((await app.inject({ url: '/api/account', headers: bearer(other) })).statusCode).toBe(401);
    }
    // Nothing left to end: said as none.
    expect((await end()).json()).toEqual({ success: true, ended: 0 });
    // Pressed at once on two devices: one ends the other and stays; the other is told it is out.
    const [a, b] = [await login(t, user.email), await login(t, user.email)];
    const both = await Promise.all(
      [a, b].map((token) =>
        app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: bearer(token) }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const kept = [a, b][both.findIndex((r) => r.statusCode === 200)]!;
    expect((await app.inject({ url: '/api/account', headers: bearer(kept) })).statusCode).toBe(200);
    // Not for a visitor.
    const anonymous = await app.inject({ method: 'POST', url: '/api/account/sessions/end-others' });
    expect(anonymous.statusCode).toBe(401);
  });
});
