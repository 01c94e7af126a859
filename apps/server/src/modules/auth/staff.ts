import { outranks, type UserRole } from '@pinacoteca/contracts/admin/roles';
import { HttpError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './session-queries.ts';
import {
  confirmEmail,
  findUserByEmail,
  insertUser,
  lockUserForStaff,
  setUserBlock,
  setUserRole,
} from './user-queries.ts';

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
  const before = await lockUserForStaff(db, userId, { includeErased: true });
  if (!before) return false;
  if (before.role === role) return true;
  await setUserRole(db, userId, role);
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
  await confirmEmail(db, created.id);
  await setRole(db, created.id, 'admin', { id: null, role: null });
  return { userId: created.id, created: true };
}

/**
 * Blocks or unblocks an account, audited. Blocking ends every session at once and refuses new
 * ones (sign-in answers `account_blocked`); staff cannot block themselves, and block or unblock
 * only accounts of a lower role (an operator investors, an admin operators and investors).
 */
export async function setBlocked(
  db: Db,
  userId: string,
  block: { reason: string } | null,
  actor: StaffActor & { meta?: RequestMeta },
): Promise<boolean> {
  const before = await lockUserForStaff(db, userId);
  if (!before) return false;
  if (!outranks(actor.role, before.role)) throw new HttpError(403, 'staff_outranked');
  // Decided once, as every other console decision: a second operator blocking at the same time
  // (an outside tester) is told, not left to overwrite the first's reason with a second audit row.
  if (block && before.blocked_at !== null) throw new HttpError(409, 'user_already_blocked');
  if (!block && before.blocked_at === null) throw new HttpError(409, 'user_not_blocked');
  await setUserBlock(db, userId, block?.reason ?? null);
  if (block) await revokeUserSessions(db, userId);
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
