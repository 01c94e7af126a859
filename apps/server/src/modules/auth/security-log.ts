import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';

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
  | 'account_removed'
  | 'account_recovery_requested'
  | 'account_recovered'
  | 'account_erased'
  | 'google_connected'
  | 'withdraw_address_added'
  | 'withdraw_address_removed';

/** Sensitive account changes: each also goes to the hash-chained audit trail (docs/decisions/0038). */
const AUDITED: ReadonlySet<SecurityEvent> = new Set<SecurityEvent>([
  'password_reset',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'account_removed',
  'account_recovered',
  'google_connected',
  'withdraw_address_added',
  'withdraw_address_removed',
]);

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
  await db`
    insert into security_log (user_id, event, ip, user_agent, details)
    values (${userId}, ${event}, ${meta.ip}, ${meta.userAgent}, ${db.json(details)})`;
  if (AUDITED.has(event)) {
    await writeAudit(db, {
      actorId: userId,
      actorRole: 'self',
      action: `account.${event}`,
      subjectType: 'user',
      subjectId: userId,
      after: details,
      meta,
    });
  }
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
