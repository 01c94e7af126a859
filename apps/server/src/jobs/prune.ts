import type { Db } from '../db/client.ts';

/**
 * Deletes rows that can no longer matter: rate-limit windows long over (one row per address or
 * e-mail ever seen would otherwise pile up) and e-mail tokens used or expired a week ago.
 * Sessions and the security log are kept: they are the audit trail.
 */
export async function pruneExpired(db: Db): Promise<void> {
  await db`delete from rate_limits where window_start < now() - interval '1 day'`;
  await db`
    delete from email_tokens
    where coalesce(used_at, expires_at) < now() - interval '7 days'`;
  // Started Google sign-ins live ten minutes; a day later nobody can need them.
  await db`delete from oauth_states where expires_at < now() - interval '1 day'`;
  // Failed sign-ins count for 15 minutes (the security log keeps the record); spent challenges until they expire.
  await db`delete from sign_in_failures where created_at < now() - interval '1 day'`;
  await db`delete from used_challenges where expires_at < now()`;
}
