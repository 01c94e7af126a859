import type { Db } from '../../db/client.ts';

/** The audit trail's SQL (decision 0054): tables `audit_log` and its head, `audit_head`. */

/** JSON a row's before/after may hold. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

export interface AuditRow {
  seq: string;
  at: Date;
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  before: AuditValue | null;
  after: AuditValue | null;
  ip: string | null;
  user_agent: string | null;
  prev_hash: string;
  hash: string;
}

/** The chain's last row number and hash; locked with `lock`, which orders concurrent writers. */
export async function auditHead(
  db: Db,
  options: { lock?: boolean } = {},
): Promise<{ seq: string; hash: string } | undefined> {
  const [head] = await db<{ seq: string; hash: string }[]>`
    select seq::text, hash from audit_head where id ${options.lock ? db`for update` : db``}`;
  return head;
}

/** Appends a row and moves the head to it (in the transaction that locked the head). */
export async function appendAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db`
    insert into audit_log (seq, at, actor_id, actor_role, action, subject_type, subject_id, before, after,
                           ip, user_agent, prev_hash, hash)
    values (${row.seq}, ${row.at}, ${row.actor_id}, ${row.actor_role}, ${row.action}, ${row.subject_type},
            ${row.subject_id}, ${row.before === null ? null : db.json(row.before)},
            ${row.after === null ? null : db.json(row.after)}, ${row.ip}, ${row.user_agent}, ${row.prev_hash}, ${row.hash})`;
  await db`update audit_head set seq = ${row.seq}, hash = ${row.hash} where id`;
}

/** Rows from `seq` on, in order (a page of the chain's walk). */
export function auditRowsFrom(db: Db, seq: bigint, limit: number): Promise<AuditRow[]> {
  return db<AuditRow[]>`
    select seq::text, at, actor_id, actor_role, action, subject_type, subject_id, before, after, ip,
           user_agent, prev_hash, hash
    from audit_log where audit_log.seq >= ${seq.toString()} order by audit_log.seq limit ${limit}`;
}

/** The console's filters, as the trail applies them: newest first, keyset paged by `seq`. */
export function auditRows(
  db: Db,
  filter: {
    before?: number;
    action?: string;
    actor?: string;
    actorIds: readonly string[];
    subjectId?: string | null;
    subjectType?: string | null;
    limit: number;
  },
): Promise<AuditRow[]> {
  const { actor, actorIds, subjectId, subjectType } = filter;
  return db<AuditRow[]>`
    select a.seq::text, a.at, a.actor_id, a.actor_role, a.action, a.subject_type, a.subject_id, a.before, a.after,
           a.ip, a.user_agent, a.prev_hash, a.hash
    from audit_log a
    where true
      ${filter.before ? db`and a.seq < ${filter.before}` : db``}
      ${filter.action ? db`and (a.action = ${filter.action} or a.action like ${`${filter.action.replace(/[\\%_]/g, '')}.%`})` : db``}
      ${actor ? db`and (a.actor_id::text = ${actor} or a.actor_id = any(${[...actorIds]}::uuid[]))` : db``}
      ${subjectId ? db`and a.subject_id = ${subjectId}` : db``}
      ${subjectType ? db`and a.subject_type = ${subjectType}` : db``}
    order by a.seq desc limit ${filter.limit}`;
}
