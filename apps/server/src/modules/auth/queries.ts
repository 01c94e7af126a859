import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { SecurityEvent } from './security-log.ts';
import type { GuessKind } from './sign-in-guard.ts';
import type { LinkPurpose } from './tokens.ts';

/**
 * Sign-in's SQL (decision 0054) beside the accounts' (user-queries.ts) and sessions'
 * (session-queries.ts): e-mail link tokens, the security log, wrong guesses, spent challenges.
 */

export type TokenPurpose = LinkPurpose | 'register_resend';

export interface EmailTokenRow {
  id: string;
  user_id: string;
  purpose: TokenPurpose;
  callback_url: string | null;
  expires_at: Date;
  not_before: Date | null;
  send_count: number;
  used_at: Date | null;
  expired: boolean;
}

export async function insertEmailToken(
  db: Db,
  token: {
    userId: string;
    purpose: TokenPurpose;
    hash: Buffer;
    callbackUrl: string;
    expiresAt: Date;
    notBefore?: Date;
  },
): Promise<void> {
  await db`
    insert into email_tokens (user_id, purpose, token_hash, callback_url, expires_at, not_before)
    values (${token.userId}, ${token.purpose}, ${token.hash}, ${token.callbackUrl}, ${token.expiresAt},
            ${token.notBefore ?? null})`;
}

/** The token with this hash and purpose, locked for the rest of the transaction. */
export async function lockEmailToken(db: Db, hash: Buffer, purpose: TokenPurpose): Promise<EmailTokenRow | undefined> {
  const [row] = await db<EmailTokenRow[]>`
    select id, user_id, purpose, callback_url, expires_at, not_before, send_count, used_at, expires_at <= now() as expired
    from email_tokens
    where token_hash = ${hash} and purpose = ${purpose}
    for update`;
  return row;
}

export async function markTokenUsed(db: Db, id: string): Promise<void> {
  await db`update email_tokens set used_at = now() where id = ${id}`;
}

/** Spends every outstanding token of these purposes for the account (a confirmed e-mail, a changed password). */
export async function useUpTokens(db: Db, userId: string, purposes: TokenPurpose[]): Promise<void> {
  await db`update email_tokens set used_at = now() where user_id = ${userId} and used_at is null and purpose in ${db(purposes)}`;
}

export async function insertSecurityEvent(
  db: Db,
  entry: {
    userId: string | null;
    event: SecurityEvent;
    meta: RequestMeta;
    details: Record<string, string | number | boolean | null>;
  },
): Promise<void> {
  await db`
    insert into security_log (user_id, event, ip, user_agent, details)
    values (${entry.userId}, ${entry.event}, ${entry.meta.ip}, ${entry.meta.userAgent}, ${db.json(entry.details)})`;
}

export interface SecurityLogRow {
  event: string;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/** A person's latest security events, newest first (the console's user page). */
export async function securityLogOf(db: Db, userId: string, limit = 50): Promise<SecurityLogRow[]> {
  return db<SecurityLogRow[]>`
    select event, host(ip) as ip, user_agent, details, created_at from security_log
    where user_id = ${userId} order by created_at desc, id desc limit ${limit}`;
}

/**
 * Wrong guesses on a subject within the window: from this address (`pair`), from anywhere
 * (`total`), and how long ago this address's last one was.
 */
export async function failureCounts(
  db: Db,
  where: { kind: GuessKind; subject: string; ip: string; windowMs: number },
): Promise<{ pair: number; total: number; since_ms: number } | undefined> {
  const { kind, subject, ip, windowMs } = where;
  const [state] = await db<{ pair: number; total: number; since_ms: number }[]>`
    select
      count(*) filter (where ip = ${ip}::inet)::int as pair,
      count(*)::int as total,
      coalesce(extract(epoch from now() - max(created_at) filter (where ip = ${ip}::inet)) * 1000, 0)::int as since_ms
    from sign_in_failures
    where kind = ${kind} and subject = ${subject} and created_at > now() - ${windowMs} * interval '1 millisecond'`;
  return state;
}

export async function insertFailure(db: Db, failure: { kind: GuessKind; subject: string; ip: string }): Promise<void> {
  await db`insert into sign_in_failures (kind, subject, ip) values (${failure.kind}, ${failure.subject}, ${failure.ip}::inet)`;
}

/** A subject's wrong guesses within the window, oldest first, with their addresses. */
export function recentFailures(
  db: Db,
  where: { kind: GuessKind; subject: string; windowMs: number },
): Promise<{ at: Date; ip: string }[]> {
  return db<{ at: Date; ip: string }[]>`
    select created_at as at, host(ip) as ip from sign_in_failures
    where kind = ${where.kind} and subject = ${where.subject}
      and created_at > now() - ${where.windowMs} * interval '1 millisecond'
    order by created_at, id`;
}

/** An address's wrong guesses on a subject are forgotten (it got it right). */
export async function forgetFailures(db: Db, where: { kind: GuessKind; subject: string; ip: string }): Promise<void> {
  await db`delete from sign_in_failures where kind = ${where.kind} and subject = ${where.subject} and ip = ${where.ip}::inet`;
}

/** Spends a solved challenge; answers false when it was spent before (the insert decides a race). */
export async function spendChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const spent = await db`
    insert into used_challenges (signature, expires_at) values (${signature}, ${expiresAt})
    on conflict (signature) do nothing
    returning signature`;
  return spent.length === 1;
}

/** One more resend of a registration link, allowed again from `notBefore`. */
export async function countResend(db: Db, id: string, notBefore: Date): Promise<void> {
  await db`update email_tokens set send_count = send_count + 1, not_before = ${notBefore} where id = ${id}`;
}

/** Tokens of a purpose issued to the person in the last day, and how long until the newest is a day old. */
export async function recentTokens(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
): Promise<{ sent: number; wait_ms: number } | undefined> {
  const [recent] = await db<{ sent: number; wait_ms: number }[]>`
    select count(*)::int as sent,
      coalesce(extract(epoch from max(created_at) - now()) * 1000, 0)::int as wait_ms
    from email_tokens
    where user_id = ${userId} and purpose = ${purpose} and created_at > now() - interval '1 day'`;
  return recent;
}

/** A password reset asked for, answered by the mail job whether or not the address has an account. */
export async function insertResetRequest(
  db: Db,
  request: { email: string; callbackUrl: string; language: Language; meta: RequestMeta },
): Promise<void> {
  await db`
    insert into password_reset_requests (email, callback_url, locale, ip, user_agent)
    values (${request.email}, ${request.callbackUrl}, ${request.language}, ${request.meta.ip}, ${request.meta.userAgent})`;
}

/** Takes the oldest waiting reset request off the queue (skipping those another process holds). */
export async function takeResetRequest(
  db: Db,
): Promise<
  { email: string; callback_url: string; locale: Language; ip: string; user_agent: string | null } | undefined
> {
  const [request] = await db<
    { email: string; callback_url: string; locale: Language; ip: string; user_agent: string | null }[]
  >`
    delete from password_reset_requests
    where id = (select id from password_reset_requests order by id limit 1 for update skip locked)
    returning email, callback_url, locale, host(ip) as ip, user_agent`;
  return request;
}

/** A Google sign-in started: its state (by hash), PKCE verifier, nonce and return address. */
export async function insertOauthState(
  db: Db,
  state: { hash: Buffer; codeVerifier: string; nonce: string; redirectUri: string; ttlSeconds: number },
): Promise<void> {
  await db`
    insert into oauth_states (provider, state_hash, code_verifier, nonce, redirect_uri, expires_at)
    values ('google', ${state.hash}, ${state.codeVerifier}, ${state.nonce}, ${state.redirectUri},
            now() + ${state.ttlSeconds} * interval '1 second')`;
}

/** Spends a Google sign-in's state: it works once, whatever happens next; undefined when unknown or spent. */
export async function spendOauthState(
  db: Db,
  hash: Buffer,
): Promise<{ code_verifier: string; nonce: string; redirect_uri: string; expired: boolean } | undefined> {
  const [row] = await db<{ code_verifier: string; nonce: string; redirect_uri: string; expired: boolean }[]>`
    update oauth_states set used_at = now()
    where state_hash = ${hash} and provider = 'google' and used_at is null
    returning code_verifier, nonce, redirect_uri, expires_at <= now() as expired`;
  return row;
}
