import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { LinkPurpose, TokenSigner } from './tokens.ts';

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

/** Issues the token of an e-mail link; only its SHA-256 is stored. */
export async function issueLinkToken(
  db: Db,
  signer: TokenSigner,
  input: { userId: string; purpose: LinkPurpose; ttlSeconds: number; callbackUrl: string; twoFaRequired?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000);
  const claims = input.twoFaRequired === undefined ? {} : { two_fa_required: input.twoFaRequired };
  const token = await signer.signLink(input.purpose, expiresAt, claims);
  await db`
    insert into email_tokens (user_id, purpose, token_hash, callback_url, expires_at)
    values (${input.userId}, ${input.purpose}, ${sha256(token)}, ${input.callbackUrl}, ${expiresAt})`;
  return { token, expiresAt };
}

/** An opaque resend token (kept by the browser, never mailed); `notBefore` is the first allowed resend. */
export async function issueResendToken(
  db: Db,
  input: { userId: string; ttlSeconds: number; callbackUrl: string; notBefore: Date },
): Promise<string> {
  const token = randomToken();
  await db`
    insert into email_tokens (user_id, purpose, token_hash, callback_url, expires_at, not_before)
    values (${input.userId}, 'register_resend', ${sha256(token)}, ${input.callbackUrl},
            now() + ${input.ttlSeconds} * interval '1 second', ${input.notBefore})`;
  return token;
}

/**
 * Finds an unused token of a purpose and locks its row for the rest of the transaction, so two
 * requests racing with the same link cannot both use it. A used token reads as not found:
 * a replayed link learns nothing.
 */
export async function findToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<{ status: 'ok'; row: EmailTokenRow } | { status: 'not_found' | 'expired' }> {
  const [row] = await db<EmailTokenRow[]>`
    select id, user_id, purpose, callback_url, expires_at, not_before, send_count, used_at, expires_at <= now() as expired
    from email_tokens
    where token_hash = ${sha256(token)} and purpose = ${purpose}
    for update`;
  if (!row || row.used_at) return { status: 'not_found' };
  if (row.expired) return { status: 'expired' };
  return { status: 'ok', row };
}

export async function markTokenUsed(db: Db, id: string): Promise<void> {
  await db`update email_tokens set used_at = now() where id = ${id}`;
}

/** Spends every outstanding token of these purposes for the account (a confirmed e-mail, a changed password). */
export async function useUpTokens(db: Db, userId: string, purposes: TokenPurpose[]): Promise<void> {
  await db`update email_tokens set used_at = now() where user_id = ${userId} and used_at is null and purpose in ${db(purposes)}`;
}
