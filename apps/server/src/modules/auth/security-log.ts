import type { AuditAction } from '@pinacoteca/contracts/admin/console';
import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import { insertSecurityEvent } from './queries.ts';

export type SecurityEvent =
  | 'registered'
  | 'email_confirmed'
  | 'sign_in'
  | 'sign_in_failed'
  | 'two_factor_passed'
  | 'two_factor_failed'
  | 'sign_out'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'password_change_failed'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  // Turned off by an admin at the person's request (auth/staff.ts), audited there with who and why.
  | 'two_factor_reset_by_admin'
  | 'account_removed'
  | 'account_recovery_requested'
  | 'account_recovered'
  | 'account_erased'
  | 'google_connected'
  | 'withdraw_address_added'
  | 'withdraw_address_removed';

/** Sensitive account changes: each also goes to the hash-chained audit trail (docs/decisions/0038). */
const AUDITED: Partial<Record<SecurityEvent, AuditAction>> = {
  password_reset: 'account.password_reset',
  password_changed: 'account.password_changed',
  two_factor_enabled: 'account.two_factor_enabled',
  two_factor_disabled: 'account.two_factor_disabled',
  account_removed: 'account.account_removed',
  account_recovered: 'account.account_recovered',
  google_connected: 'account.google_connected',
  withdraw_address_added: 'account.withdraw_address_added',
  withdraw_address_removed: 'account.withdraw_address_removed',
};

/**
 * One row of the security log. Pass the transaction of the change it records, so the change
 * and its audit row exist together or not at all.
 */
export async function logSecurityEvent(
  db: Db,
  event: SecurityEvent,
  userId: string | null,
  meta: RequestMeta,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await insertSecurityEvent(db, { userId, event, meta, details });
  const action = AUDITED[event];
  if (action) {
    await writeAudit(db, {
      actorId: userId,
      actorRole: 'self',
      action,
      subjectType: 'user',
      subjectId: userId,
      after: details,
      meta,
    });
  }
}
