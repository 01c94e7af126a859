import { describe, expect, it } from 'vitest';
import { createTestApp, lockWaitSeen } from '../../../test/helpers.ts';
import {
  CALLBACK,
  PASSWORD,
  bearer,
  createStaff,
  createUser,
  enableTwoFactor,
  investorHolding,
  latestLink,
  login,
  mailsTo,
  securityEvents,
} from '../../../test/accounts.ts';
import { eraseRemovedAccounts } from '../../jobs/erase-accounts.ts';
import { expectLedgerSound, holding } from '../../../test/orders.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;
const RECOVERY_CALLBACK = 'http://localhost:3000/account-recovery/confirm';

const remove = (token: string, password: string | null, query = '') =>
  app.inject({ method: 'POST', url: `/api/account/remove${query}`, headers: bearer(token), payload: { password } });
const requestRecovery = (token: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/account-recovery/request${query}`,
    headers: bearer(token),
    payload: { callback_url: RECOVERY_CALLBACK },
  });
const confirmRecovery = (token: string, linkToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account-recovery/confirm',
    headers: bearer(token),
    payload: { token: linkToken },
  });
const account = (token: string) => app.inject({ url: '/api/account', headers: bearer(token) });
const placeOrder = (token: string, tokenId: string, quantity: number) =>
  app.inject({
    method: 'POST',
    url: '/api/order',
    headers: bearer(token),
    payload: { currency: 'BTC', items: [{ token_id: tokenId, quantity }] },
  });
const cancelOrder = (token: string, orderId: string) =>
  app.inject({ method: 'POST', url: `/api/order/${orderId}/cancel`, headers: bearer(token) });
/** The cheapest priced painting's token: plenty of it is left to buy. */
async function cheapestArt(): Promise<{ id: string }> {
  const [token] = await sql<{ id: string }[]>`
    select id from tokens where kind = 'art' and current_price_cents > 0 order by current_price_cents limit 1`;
  return token!;
}

async function removedUser() {
  const user = await createUser(t);
  const token = await login(t, user.email);
  expect((await remove(token, PASSWORD)).statusCode).toBe(200);
  return { user, token };
}

describe('POST /api/account/remove', () => {
  it("refuses a wrong password with 'Password incorrect'", async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const response = await remove(token, 'Wrong-pass-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Password incorrect', errors: { password: 'Password incorrect' } });
    // None at all is a field left empty.
    for (const payload of [{}, { password: null }]) {
      const missing = await app.inject({ method: 'POST', url: '/api/account/remove', headers: bearer(token), payload });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ password: 'This is a required field' });
    }
    expect((await account(token)).statusCode).toBe(200);
  });

  it('asks for the two-factor code when it is on, the password alone removing nothing', async () => {
    const user = await createUser(t);
    const totp = await enableTwoFactor(t, user.id);
    const pending = await login(t, user.email);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: bearer(pending),
      payload: { code: totp.code() },
    });
    const token = verified.json<{ token: string }>().token;
    const removeWith = (code: string | null) =>
      app.inject({
        method: 'POST',
        url: '/api/account/remove',
        headers: bearer(token),
        payload: { password: PASSWORD, code },
      });
    const missing = await removeWith(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ code: 'This is a required field' });
    const wrong = await removeWith(totp.code(1) === '000000' ? '111111' : '000000');
    expect(wrong.json().errors).toEqual({ code: 'Wrong code, check digits' });
    expect((await account(token)).statusCode).toBe(200);
    const right = await removeWith(totp.code(1));
    expect(right.statusCode, right.body).toBe(200);
    const [row] = await sql<{ removed_at: Date | null }[]>`select removed_at from users where id = ${user.id}`;
    expect(row!.removed_at).toBeInstanceOf(Date);
  });

  it('refuses while the account holds tokens or a purchase is under way: erased, nobody could be given them', async () => {
    const token = await cheapestArt();
    const holder = await investorHolding(t, token.id, 3n);
    const holds = await remove(holder.token, PASSWORD, '?_locale=ru');
    expect(holds.statusCode).toBe(400);
    expect(holds.json().message).toBe(
      'На аккаунте ещё есть токены: сначала продайте их или выведите на свой кошелёк, затем удалите аккаунт',
    );

    const buyer = await investorHolding(t, token.id, 0n);
    const placed = await placeOrder(buyer.token, token.id, 1);
    expect(placed.statusCode, placed.body).toBe(201);
    const buying = await remove(buyer.token, PASSWORD);
    expect(buying.statusCode).toBe(400);
    expect(buying.json().message).toBe(
      'A withdrawal, sale or purchase of yours is still under way: remove the account once it is done',
    );
    // Cancelled, nothing is left: removed.
    const cancelled = await cancelOrder(buyer.token, placed.json().id);
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect((await remove(buyer.token, PASSWORD)).statusCode).toBe(200);
    // What a swap's rounding can leave of INDEX, less than a token and worth less than a cent, no
    // way out can take (an outside tester's account could never be removed): it does not count.
    const [index] = await sql<{ id: string }[]>`select id from tokens where kind = 'index'`;
    const dusty = await investorHolding(t, index!.id, 1n);
    expect((await remove(dusty.token, PASSWORD)).statusCode).toBe(200);
    for (const user of [holder, buyer]) {
      const [row] = await sql<{ removed_at: Date | null }[]>`select removed_at from users where id = ${user.id}`;
      expect(row!.removed_at === null).toBe(user === holder);
    }
  });

  it('refuses while a refund is owed to the account, and removes once it is sent back', async () => {
    const token = await cheapestArt();
    const buyer = await createUser(t);
    const buyerToken = await login(t, buyer.email);
    const placed = await placeOrder(buyerToken, token.id, 1);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: string }>().id;
    await t.orders.markPaid({ provider: 'sandbox', orderId, eventKey: `test:${orderId}` });
    const operator = await createStaff(t, 'operator');
    const staff = { ...bearer(operator.token) };
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: staff,
      payload: { reason: 'Customer asked within 14 days' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The tokens went back with the refund; the money has not reached the person yet.
    for (const [locale, message] of [
      ['en', 'A refund to you is still under way: remove the account once you have received it'],
      ['ru', 'Вам ещё возвращают деньги: удалите аккаунт, когда получите возврат'],
    ] as const) {
      const owed = await remove(buyerToken, PASSWORD, `?_locale=${locale}`);
      expect(owed.statusCode).toBe(400);
      expect(owed.json().message).toBe(message);
    }
    const sent = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund/complete`,
      headers: staff,
      payload: { reference: 'RF-2001' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await remove(buyerToken, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an order that was on its way while the account was removed: nothing arrives in it', async () => {
    const token = await cheapestArt();
    const person = await investorHolding(t, token.id, 0n);
    // A removal holds the person's lock while it marks the account removed...
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const removal = sql.begin(async (tx) => {
      await tx`select id from users where id = ${person.id} for no key update`;
      await held;
      await tx`update users set removed_at = now() where id = ${person.id}`;
    });
    // ...while an order, past the session's check already, waits for that lock.
    const placing = placeOrder(person.token, token.id, 1);
    await lockWaitSeen(sql);
    release();
    await removal;
    const answer = await placing;
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json().message).toBe('The account is removed: restore it to continue');
    const [orders] = await sql<{ n: number }[]>`select count(*)::int as n from orders where user_id = ${person.id}`;
    expect(orders!.n).toBe(0);
  });

  it('returns a late payment for an order closed before the removal: nothing is delivered into the account', async () => {
    const token = await cheapestArt();
    const person = await investorHolding(t, token.id, 0n);
    const placed = await placeOrder(person.token, token.id, 2);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const cancelled = await cancelOrder(person.token, orderId);
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect((await remove(person.token, PASSWORD)).statusCode).toBe(200);
    // Its saved payment link is paid afterwards (an outside tester's route).
    const result = await t.orders.markPaid({ provider: 'sandbox', orderId, eventKey: `late:${orderId}` });
    expect(result).toMatchObject({ outcome: 'late_refund_pending', status: 'refund_pending' });
    expect(await holding(sql, token.id, person.id)).toBe(0n);
    await expectLedgerSound(sql);
  });

  it('removes once when asked many times at once: one answer removes, one e-mail, one log entry', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => remove(token, PASSWORD)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    await t.mailOutbox.runOnce();
    expect((await mailsTo(t, user.email)).filter((m) => m.template === 'account_removed')).toHaveLength(1);
    expect((await securityEvents(t, user.id)).filter((e) => e === 'account_removed')).toHaveLength(1);
  });

  it('removes the account: other sessions end, this one reaches only recovery, and an e-mail says so', async () => {
    const user = await createUser(t);
    const token = await login(t, user.email);
    const other = await login(t, user.email);
    const response = await remove(token, PASSWORD, '?_locale=ru');
    expect(response.json()).toEqual({ success: true });
    expect((await account(token)).json()).toEqual({ message: 'The account is removed: restore it to continue' });
    expect((await account(other)).statusCode).toBe(401);
    const [mail] = await mailsTo(t, user.email);
    expect(mail).toMatchObject({
      template: 'account_removed',
      locale: 'ru',
      subject: 'Ваш аккаунт в Pinacoteca удалён',
    });
    expect(mail!.body_text).toContain('15 дней');
    expect(await securityEvents(t, user.id)).toContain('account_removed');
  });

  it('still lets a removed account sign in, to restore it', async () => {
    const { user } = await removedUser();
    const token = await login(t, user.email);
    expect((await account(token)).statusCode).toBe(403);
    expect((await requestRecovery(token)).statusCode).toBe(200);
  });
});

describe('account recovery', () => {
  it('e-mails a restore link and restores the account with it', async () => {
    const { user, token } = await removedUser();
    const response = await requestRecovery(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().resend_available_at - Date.now() / 1000).toBeGreaterThan(55);
    const { url, token: linkToken } = await latestLink(t, user.email);
    expect(url.pathname).toBe('/account-recovery/confirm');
    expect((await confirmRecovery(token, linkToken)).json()).toEqual({ success: true });
    expect((await account(token)).statusCode).toBe(200);
    const replay = await confirmRecovery(token, linkToken);
    expect(replay.json()).toEqual({ message: 'Token not found', errors: { token: 'Token not found' } });
    expect(await securityEvents(t, user.id)).toContain('account_recovered');
  });

  it('waits before sending another link (429 with Retry-After)', async () => {
    const { token } = await removedUser();
    expect((await requestRecovery(token)).statusCode).toBe(200);
    const again = await requestRecovery(token);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
  });

  it("does not restore with another user's link", async () => {
    const alice = await removedUser();
    const bob = await removedUser();
    await requestRecovery(alice.token);
    const { token: aliceLink } = await latestLink(t, alice.user.email);
    expect((await confirmRecovery(bob.token, aliceLink)).json().message).toBe('Token not found');
    expect((await account(bob.token)).statusCode).toBe(403);
    expect((await account(alice.token)).statusCode).toBe(403);
  });

  it('refuses an expired link and a request for an account that is not removed', async () => {
    const { user, token } = await removedUser();
    await requestRecovery(token);
    const { token: link } = await latestLink(t, user.email);
    await sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`;
    expect((await confirmRecovery(token, link)).json().message).toBe('Token is expired');

    const live = await createUser(t);
    const response = await requestRecovery(await login(t, live.email));
    expect(response.json()).toEqual({ message: 'The account is not removed' });
  });
});

describe('erasing removed accounts after 15 days', () => {
  it('erases personal data for good after 15 days, not before', async () => {
    const old = await removedUser();
    const recent = await removedUser();
    await sql`update users set removed_at = now() - interval '16 days' where id = ${old.user.id}`;
    await sql`update users set removed_at = now() - interval '14 days' where id = ${recent.user.id}`;
    expect(await eraseRemovedAccounts(sql)).toBe(1);

    const [erased] = await sql`
      select email, username, password_hash, phone, erased_at from users where id = ${old.user.id}`;
    expect(erased).toMatchObject({ username: 'erased', password_hash: null, phone: null });
    expect(erased!.email).not.toBe(old.user.email);
    expect(erased!.erased_at).toBeInstanceOf(Date);
    expect(await mailsTo(t, old.user.email)).toHaveLength(0);
    const [log] =
      await sql`select count(*)::int as n from security_log where user_id = ${old.user.id} and ip is not null`;
    expect(log!.n).toBe(0);
    // Gone: the old session, the password, and the e-mail is free for a new account.
    expect((await account(old.token)).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: old.user.email, password: PASSWORD },
    });
    expect(signIn.json().message).toBe('Wrong e-mail or password');
    const again = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: old.user.email,
        username: 'back',
        password: PASSWORD,
        repeat_password: PASSWORD,
        callback_url: CALLBACK,
      },
    });
    expect(again.statusCode).toBe(200);

    const [kept] = await sql`select email, erased_at from users where id = ${recent.user.id}`;
    expect(kept).toEqual({ email: recent.user.email, erased_at: null });
    expect(await eraseRemovedAccounts(sql)).toBe(0);
  });
});
