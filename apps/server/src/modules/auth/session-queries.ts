import type { Db } from '../../db/client.ts';
import type { StaffRole } from '@pinacoteca/contracts/admin/roles';
import type { Language } from '@pinacoteca/contracts/constants';
import type { RequestMeta } from '../../lib/http.ts';

export async function createSession(
  db: Db,
  userId: string,
  ttlSeconds: number,
  meta: RequestMeta,
): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await db<{ id: string; expires_at: Date }[]>`
    insert into sessions (user_id, expires_at, ip, user_agent)
    values (${userId}, now() + ${ttlSeconds} * interval '1 second', ${meta.ip}, ${meta.userAgent})
    returning id, expires_at`;
  return { id: row!.id, expiresAt: row!.expires_at };
}

export interface LiveSession {
  id: string;
  user_id: string;
  removed: boolean;
  /** An operator blocked the account: every call is refused until they unblock it. */
  blocked: boolean;
  role: StaffRole | 'investor';
  two_fa_enabled: boolean;
  /** The account's language: what its refusals are written in when the request names none. */
  language: Language;
}

/** The session if it is neither revoked nor expired and its account still exists. */
export async function findLiveSession(db: Db, id: string): Promise<LiveSession | null> {
  const [row] = await db<LiveSession[]>`
    select s.id, s.user_id, u.removed_at is not null as removed, u.blocked_at is not null as blocked,
           u.role, u.two_fa_enabled, u.language
    from sessions s join users u on u.id = s.user_id
    where s.id = ${id} and s.revoked_at is null and s.expires_at > now() and u.erased_at is null`;
  return row ?? null;
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db`update sessions set revoked_at = now() where id = ${id} and revoked_at is null`;
}

/** Ends every session of the account except `keep` (after a password change, the one making it). */
export async function revokeUserSessions(db: Db, userId: string, keep: string | null = null): Promise<number> {
  const rows = await db`
    update sessions set revoked_at = now()
    where user_id = ${userId} and revoked_at is null and expires_at > now()
      ${keep ? db`and id <> ${keep}` : db``}
    returning id`;
  return rows.length;
}
