import { decodeJwt } from 'jose';
import { AuthTokenClaims } from '@pinacoteca/contracts/auth/token';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { account, transfer, treasuryOf } from '../src/modules/ledger/service.ts';
import { newTotpSecret, totpCode, TOTP_PERIOD_SECONDS } from '../src/modules/auth/totp.ts';
import type { TestApp } from './helpers.ts';

export const PASSWORD = 'Correct-horse-1';
export const CALLBACK = 'http://localhost:3000/registration/confirm';
export const RESET_CALLBACK = 'http://localhost:3000/reset-password/confirm';

let counter = 0;
/** A fresh, unique e-mail for one test. */
export function uniqueEmail(prefix = 'investor'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.com`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function claimsOf(token: string): AuthTokenClaims {
  return AuthTokenClaims.parse(decodeJwt(token));
}

/**
 * A confirmed account with a password, made directly in the database (quicker than the
 * register + confirm calls, which their own tests cover).
 */
export async function createUser(
  t: TestApp,
  options: { email?: string; password?: string | null; username?: string; confirmed?: boolean } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password === undefined ? PASSWORD : options.password;
  const hash = password === null ? null : await hashPassword(password);
  const [row] = await t.sql<{ id: string }[]>`
    insert into users (email, username, password_hash, email_confirmed_at)
    values (${email}, ${options.username ?? 'investor'}, ${hash}, ${options.confirmed === false ? null : new Date()})
    returning id`;
  return { id: row!.id, email, password: password ?? '' };
}

export async function login(t: TestApp, email: string, password = PASSWORD, ip = '127.0.0.1'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * Turns two-factor on the way the settings call will: a secret sealed with the app's key.
 * Returns a code source that never repeats a time step (the server refuses replays), by
 * moving to the next step when a test needs a second code.
 */
export async function enableTwoFactor(t: TestApp, userId: string) {
  const secret = newTotpSecret();
  const sealed = await t.auth.sealTotpSecret(userId, secret);
  await t.sql`update users set two_fa_secret = ${sealed}, two_fa_enabled = true where id = ${userId}`;
  return {
    secret,
    /** The code of now (offset in 30-second steps: -1, 0 or +1 are accepted). */
    code: (stepOffset = 0) => totpCode(secret, Date.now() + stepOffset * TOTP_PERIOD_SECONDS * 1000),
  };
}

export interface StoredMail {
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  locale: string;
  template: string;
  sent_at: Date | null;
}

/** Messages queued for an address, newest first. */
export async function mailsTo(t: TestApp, email: string): Promise<StoredMail[]> {
  return t.sql<StoredMail[]>`
    select to_address, subject, body_text, body_html, locale, template, sent_at
    from mail_outbox where lower(to_address) = lower(${email})
    order by created_at desc, id desc`;
}

/** The link of the newest message to an address, and its `token` parameter. */
export async function latestLink(t: TestApp, email: string): Promise<{ url: URL; token: string }> {
  const [mail] = await mailsTo(t, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /https?:\/\/\S+/.exec(mail.body_text);
  if (!match) throw new Error('no link in the message');
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

export async function securityEvents(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.sql<{ event: string }[]>`
    select event from security_log where user_id = ${userId} order by id`;
  return rows.map((r) => r.event);
}

/**
 * A console user: an account with the role, two-factor on, signed in through the code step.
 * Returns the full token and the code source for calls that ask for a code again.
 */
export async function createStaff(
  t: TestApp,
  role: 'operator' | 'admin' = 'operator',
): Promise<{ id: string; email: string; token: string; totp: Awaited<ReturnType<typeof enableTwoFactor>> }> {
  const user = await createUser(t, { email: uniqueEmail(role), username: role });
  await t.sql`update users set role = ${role} where id = ${user.id}`;
  const totp = await enableTwoFactor(t, user.id);
  const pending = await login(t, user.email);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/verify',
    headers: bearer(pending),
    payload: { code: totp.code() },
  });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  return { id: user.id, email: user.email, token: response.json<{ token: string }>().token, totp };
}

/**
 * A signed-in person holding `quantity` of `tokenId` as if bought (straight from the treasury in
 * the ledger), identity verified unless `verified: false`: the investor of the chain's tests.
 */
export async function investorHolding(
  t: TestApp,
  tokenId: string,
  quantity: bigint,
  options: { verified?: boolean } = {},
) {
  const user = await createUser(t);
  if (options.verified !== false) await t.sql`update users set kyc_verified_at = now() where id = ${user.id}`;
  if (quantity > 0n) {
    await t.sql.begin(async (tx) =>
      transfer(tx, 'purchase', [
        { tokenId, from: await treasuryOf(tx, tokenId), to: await account(tx, tokenId, 'user', user.id), quantity },
      ]),
    );
  }
  return { ...user, token: await login(t, user.email) };
}
