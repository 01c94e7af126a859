import { createHash } from 'node:crypto';
import type { AuditAction } from '@pinacoteca/contracts/admin/console';
import type { Db, Sql } from '../../db/client.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { appendAuditRow, auditHead, auditRows, auditRowsFrom, type AuditRow, type AuditValue } from './queries.ts';

export type { AuditRow, AuditValue };

export interface AuditEntry {
  /** Who acted: an operator, or the person changing their own account; null for the system. */
  actorId: string | null;
  /** The actor's role when they acted (investor, operator, admin), or null for the system. */
  actorRole: string | null;
  /** What was done, dotted: `kyc.approve`, `refund.complete`, `account.password_changed`. */
  action: AuditAction;
  subjectType: string;
  subjectId: string | null;
  before?: Record<string, AuditValue> | null;
  after?: Record<string, AuditValue> | null;
  meta?: RequestMeta | null;
}

export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every depth: jsonb reorders keys, the hash must not care. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The hash of one row: SHA-256 over its predecessor's hash and every column it records. */
export function rowHash(row: Omit<AuditRow, 'hash'>): string {
  const body = canonicalJson({
    seq: String(row.seq),
    at: row.at.toISOString(),
    actor_id: row.actor_id,
    actor_role: row.actor_role,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    before: row.before,
    after: row.after,
    ip: row.ip,
    user_agent: row.user_agent,
  });
  return createHash('sha256').update(row.prev_hash).update('\n').update(body).digest('hex');
}

/**
 * Appends one row to the audit trail. Pass the transaction of the change it records, so the
 * change and its row exist together or not at all. The head row's lock orders concurrent
 * writers: each chains to the row committed before it.
 */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  const head = await auditHead(db, { lock: true });
  if (!head) throw new Error('audit_head is missing: migrations did not run');
  const at = new Date();
  const row: Omit<AuditRow, 'hash'> = {
    seq: String(BigInt(head.seq) + 1n),
    at,
    actor_id: entry.actorId,
    actor_role: entry.actorRole,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: (entry.before ?? null) as AuditValue | null,
    after: (entry.after ?? null) as AuditValue | null,
    ip: entry.meta?.ip ?? null,
    user_agent: entry.meta?.userAgent ?? null,
    prev_hash: head.hash,
  };
  const hash = rowHash(row);
  await appendAuditRow(db, { ...row, hash });
}

export interface ChainCheck {
  ok: boolean;
  rows: number;
  /** The first row whose hash or link does not match, when the chain is broken. */
  brokenAt: string | null;
  reason: string | null;
}

/** Walks the whole chain from the start, recomputing every hash, and compares the end with the head. */
export async function verifyAuditChain(sql: Sql, batch = 1000): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let expectedSeq = 1n;
  let rows = 0;
  for (;;) {
    const page = await auditRowsFrom(sql, expectedSeq, batch);
    for (const row of page) {
      if (BigInt(row.seq) !== expectedSeq) {
        return { ok: false, rows, brokenAt: expectedSeq.toString(), reason: 'a row is missing' };
      }
      if (row.prev_hash !== prev) return { ok: false, rows, brokenAt: row.seq, reason: 'link does not match' };
      if (rowHash(row) !== row.hash) return { ok: false, rows, brokenAt: row.seq, reason: 'row was changed' };
      prev = row.hash;
      expectedSeq += 1n;
      rows += 1;
    }
    if (page.length < batch) break;
  }
  const head = await auditHead(sql);
  if (!head || head.hash !== prev || BigInt(head.seq) !== expectedSeq - 1n) {
    return { ok: false, rows, brokenAt: String(expectedSeq - 1n), reason: 'the last rows were removed' };
  }
  return { ok: true, rows, brokenAt: null, reason: null };
}

export interface AuditFilter {
  /** Actor e-mail (contains) or id. */
  actor?: string;
  /** Action prefix: `kyc` finds `kyc.approve` and `kyc.reject`. */
  action?: string;
  /** Subject id, or `type:id`. */
  subject?: string;
  before?: number;
  limit: number;
}

/**
 * The trail for the console, newest first, keyset paged by `seq`. `actorIds` are the accounts the
 * actor filter names by e-mail (identity finds them: the trail does not read people's records);
 * the filter also matches an actor id as typed.
 */
export async function listAudit(sql: Sql, filter: AuditFilter, actorIds: readonly string[] = []): Promise<AuditRow[]> {
  const actor = filter.actor?.trim();
  const subject = filter.subject?.trim();
  const [subjectType, subjectId] = subject?.includes(':') ? subject.split(':', 2) : [null, subject];
  return auditRows(sql, { ...filter, actor, subjectId, subjectType, actorIds });
}
