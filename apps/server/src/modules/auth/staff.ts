import type { UserRole } from '@pinacoteca/contracts/admin/roles';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { findUserByEmail, insertUser } from './users.ts';

export interface StaffActor {
  id: string | null;
  role: string | null;
}

/**
 * Gives an account a role, audited. The first admin has no actor (the `admin:create` command
 * run on the server); later changes name the admin who made them.
 */
export async function setRole(
  db: Db,
  userId: string,
  role: UserRole,
  actor: StaffActor & { meta?: RequestMeta },
): Promise<boolean> {
  const [before] = await db<{ role: UserRole }[]>`select role from users where id = ${userId} for update`;
  if (!before) return false;
  if (before.role === role) return true;
  await db`update users set role = ${role} where id = ${userId}`;
  await writeAudit(db, {
    actorId: actor.id,
    actorRole: actor.role,
    action: 'staff.role_change',
    subjectType: 'user',
    subjectId: userId,
    before: { role: before.role },
    after: { role },
    meta: actor.meta ?? null,
  });
  return true;
}

/**
 * The `admin:create` command's work: an existing account becomes an admin; a new e-mail gets a
 * confirmed account with the given password first. Two-factor authentication is switched on by
 * the admin after signing in (the console refuses them until then).
 */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string | null; username?: string },
): Promise<{ userId: string; created: boolean }> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await setRole(db, existing.id, 'admin', { id: null, role: null });
    return { userId: existing.id, created: false };
  }
  if (!input.password) throw new Error('a new account needs a password (--password or ADMIN_PASSWORD)');
  const created = await insertUser(db, {
    email: input.email,
    username: input.username ?? input.email.split('@')[0]!.replace(/[^A-Za-z0-9_.-]/g, '') ?? 'admin',
    phone: null,
    language: 'en',
    passwordHash: await hashPassword(input.password),
    subscribe: false,
    referredBy: null,
  });
  if (!created) throw new Error(`could not create ${input.email}`);
  await db`update users set email_confirmed_at = now() where id = ${created.id}`;
  await setRole(db, created.id, 'admin', { id: null, role: null });
  return { userId: created.id, created: true };
}

/** Operators and admins who can act (not blocked, removed or erased): who is alerted about the platform. */
export async function activeStaff(
  db: Db,
): Promise<{ id: string; email: string; username: string; language: 'en' | 'ru' }[]> {
  return db`
    select id, email, username, language from users
    where role in ('operator', 'admin') and blocked_at is null and removed_at is null and erased_at is null
    order by created_at`;
}

export interface StaffUserRow {
  id: string;
  email: string;
  username: string;
  role: UserRole;
  two_fa_enabled: boolean;
  created_at: Date;
  blocked_at: Date | null;
  blocked_reason: string | null;
  removed: boolean;
}

/** The console's user search: by e-mail or nickname (contains, any case) or exact id; newest first. */
export async function searchUsers(db: Db, query: string, limit = 50): Promise<StaffUserRow[]> {
  const q = query.trim();
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(q);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db<StaffUserRow[]>`
    select id, email, username, role, two_fa_enabled, created_at, blocked_at, blocked_reason,
           removed_at is not null as removed
    from users
    where erased_at is null
      and (${q} = '' or ${isId ? db`id = ${q}::uuid` : db`email ilike ${pattern} or username ilike ${pattern}`})
    order by created_at desc limit ${limit}`;
}

/**
 * Blocks or unblocks an account, audited. Blocking ends every session at once and refuses new
 * ones (sign-in answers `account_blocked`); staff cannot block themselves.
 */
export async function setBlocked(
  db: Db,
  userId: string,
  block: { reason: string } | null,
  actor: StaffActor & { meta?: RequestMeta },
): Promise<boolean> {
  const [before] = await db<{ blocked_at: Date | null; blocked_reason: string | null }[]>`
    select blocked_at, blocked_reason from users where id = ${userId} and erased_at is null for update`;
  if (!before) return false;
  if (block) {
    await db`update users set blocked_at = now(), blocked_reason = ${block.reason} where id = ${userId}`;
    await revokeUserSessions(db, userId);
  } else {
    await db`update users set blocked_at = null, blocked_reason = null where id = ${userId}`;
  }
  await writeAudit(db, {
    actorId: actor.id,
    actorRole: actor.role,
    action: block ? 'user.block' : 'user.unblock',
    subjectType: 'user',
    subjectId: userId,
    before: { blocked: before.blocked_at !== null, reason: before.blocked_reason },
    after: { blocked: block !== null, reason: block?.reason ?? null },
    meta: actor.meta ?? null,
  });
  return true;
}
