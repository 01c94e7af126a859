import type { InboxFilter, InboxKind, InboxStatus } from '@pinacoteca/contracts/admin/inbox';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';

/**
 * Support's SQL (decision 0054): the contact form's messages (`feedback`), the operators' work on
 * them and on whole-painting purchase requests, and the answers (`inbox_replies`).
 */

export interface InboxItemRow {
  kind: InboxKind;
  id: string;
  /** The contact form's address; a purchase request's sender is its account. */
  email: string | null;
  user_id: string | null;
  language: Language;
  message: string | null;
  painting_id: string | null;
  sale_id: string | null;
  status: InboxStatus;
  assignee_id: string | null;
  reply_count: number;
  created_at: Date;
  updated_at: Date;
}

/** LIKE's own characters taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Both kinds of inbox item as one relation. */
function items(db: Db) {
  return db`
    select * from (
      select 'support' as kind, f.id, f.email, f.user_id, f.locale as language, f.message,
             null::uuid as painting_id, null::text as sale_id, f.status, f.assignee_id, f.created_at, f.updated_at
      from feedback f
      union all
      select 'painting_request', r.id, null, r.user_id, r.locale, r.message,
             r.painting_id, r.sale_id, r.status, r.assignee_id, r.created_at, r.updated_at
      from painting_purchase_requests r
    ) i`;
}

/** The inbox as the console filters it: newest first, new items on top, at most 200. */
export function inboxItemRows(
  db: Db,
  query: InboxFilter,
  where: { operatorId: string; sender: string | null; q: string },
): Promise<InboxItemRow[]> {
  const { operatorId, sender, q } = where;
  return db<InboxItemRow[]>`
    select i.*, (select count(*)::int from inbox_replies x where x.kind = i.kind and x.item_id = i.id) as reply_count
    from (${items(db)}) i
    where true
      ${query.kind ? db`and i.kind = ${query.kind}` : db``}
      ${
        query.status === 'open'
          ? db`and i.status <> 'closed'`
          : query.status === 'all'
            ? db``
            : db`and i.status = ${query.status}`
      }
      ${
        query.assignee === 'me'
          ? db`and i.assignee_id = ${operatorId}`
          : query.assignee === 'nobody'
            ? db`and i.assignee_id is null`
            : db``
      }
      ${
        q
          ? db`and (i.email ilike ${likePattern(q)} or i.message ilike ${likePattern(q)}
                    or i.sale_id ilike ${likePattern(q)} ${sender ? db`or i.user_id = ${sender}` : db``})`
          : db``
      }
    order by (i.status = 'new') desc, i.created_at desc
    limit 200`;
}

/** One item with its answer count, locked for the rest of the transaction with `lock`. */
export async function inboxItem(db: Db, kind: InboxKind, id: string, lock: boolean): Promise<InboxItemRow | undefined> {
  const [row] =
    kind === 'support'
      ? await db<InboxItemRow[]>`
          select 'support' as kind, id, email, user_id, locale as language, message, null::uuid as painting_id,
                 null::text as sale_id, status, assignee_id, created_at, updated_at,
                 (select count(*)::int from inbox_replies x where x.kind = 'support' and x.item_id = f.id) as reply_count
          from feedback f where id = ${id} ${lock ? db`for update` : db``}`
      : await db<InboxItemRow[]>`
          select 'painting_request' as kind, id, null as email, user_id, locale as language, message, painting_id,
                 sale_id, status, assignee_id, created_at, updated_at,
                 (select count(*)::int from inbox_replies x where x.kind = 'painting_request' and x.item_id = r.id) as reply_count
          from painting_purchase_requests r where id = ${id} ${lock ? db`for update` : db``}`;
  return row;
}

/** The answers to an item, oldest first. */
export function replyRows(
  db: Db,
  kind: InboxKind,
  id: string,
): Promise<{ id: string; author_id: string | null; body: string; created_at: Date }[]> {
  return db<{ id: string; author_id: string | null; body: string; created_at: Date }[]>`
    select id, author_id, body, created_at from inbox_replies
    where kind = ${kind} and item_id = ${id} order by created_at`;
}

export async function insertReply(
  tx: Db,
  reply: { kind: InboxKind; id: string; authorId: string; body: string; language: Language },
): Promise<void> {
  await tx`
    insert into inbox_replies (kind, item_id, author_id, body, locale)
    values (${reply.kind}, ${reply.id}, ${reply.authorId}, ${reply.body}, ${reply.language})`;
}

/** An item's status and assignee; closing stamps when it was handled, reopening clears it. */
export async function setWork(db: Db, kind: InboxKind, id: string, status: InboxStatus, assignee: string | null) {
  const handled = db`handled_at = case when ${status} = 'closed' then coalesce(handled_at, now()) else null end`;
  if (kind === 'support') {
    await db`update feedback set status = ${status}, assignee_id = ${assignee}, ${handled}, updated_at = now() where id = ${id}`;
  } else {
    await db`
      update painting_purchase_requests set status = ${status}, assignee_id = ${assignee}, ${handled}, updated_at = now()
      where id = ${id}`;
  }
}

/** New items of each kind, for the console's dashboard. */
export async function newInboxCounts(db: Db): Promise<{ support: number; painting_request: number }> {
  const [row] = await db<{ support: number; painting_request: number }[]>`
    select (select count(*)::int from feedback where status = 'new') as support,
           (select count(*)::int from painting_purchase_requests where status = 'new') as painting_request`;
  return row ?? { support: 0, painting_request: 0 };
}

/** Stores a contact-form message; answers its id. */
export async function insertFeedback(
  db: Db,
  row: {
    email: string;
    userId: string | null;
    message: string;
    language: Language;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<{ id: string }> {
  const [inserted] = await db<{ id: string }[]>`
    insert into feedback (email, user_id, message, locale, ip, user_agent)
    values (${row.email}, ${row.userId}, ${row.message}, ${row.language}, ${row.ip}, ${row.userAgent})
    returning id`;
  return inserted!;
}
