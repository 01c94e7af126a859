import { outranks, type UserRole } from '@pinacoteca/contracts/admin/roles';
import { HttpError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { hashPassword } from './passwords.ts';
import { logSecurityEvent } from './security-log.ts';
import { noticeSecurityChange } from './security-notice.ts';
import { revokeUserSessions } from './session-queries.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUserForStaff,
  setTwoFactor,
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

/**
 * Turns off the two-factor authentication of someone who lost their authenticator (or whose
 * account a thief put their own on), at their request: without it sign-in, password reset and
 * password change all ask for a code they cannot give. The secret is forgotten, every session ends
 * (one opened with the thief's authenticator too), the reason goes to the audit trail, and the
 * owner is told by e-mail with the way to take the account back, in case whoever asked support was
 * not them. Admins only (the route's contract), of accounts of a lower role, never their own.
 */
export async function resetTwoFactor(
  db: Db,
  userId: string,
  reason: string,
  actor: StaffActor & { meta: RequestMeta; publicUrl: string },
): Promise<boolean> {
  if (!(await lockUserForStaff(db, userId))) return false;
  const user = await findUserById(db, userId);
  if (!user) return false;
  if (!outranks(actor.role, user.role)) throw new HttpError(403, 'two_factor_reset_outranked');
  // A removed account is changed only by its owner restoring it: it came back without the
  // protection it was removed with, to a letter about settings it could not open (an outside tester).
  if (user.removed_at) throw new HttpError(409, 'user_removed');
  // Two admins answering the same request: the second is told, not given a second audit row and letter.
  if (!user.two_fa_enabled) throw new HttpError(409, 'user_two_factor_off');
  await setTwoFactor(db, userId, false);
  await revokeUserSessions(db, userId);
  await logSecurityEvent(db, 'two_factor_reset_by_admin', userId, actor.meta);
  await writeAudit(db, {
    actorId: actor.id,
    actorRole: actor.role,
    action: 'user.two_factor_reset',
    subjectType: 'user',
    subjectId: userId,
    before: { two_fa_enabled: true },
    after: { two_fa_enabled: false, reason },
    meta: actor.meta,
  });
  await noticeSecurityChange(db, { user, change: 'two_factor_reset_by_admin', publicUrl: actor.publicUrl });
  return true;
}
