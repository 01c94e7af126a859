import type { InboxDetail, InboxFilter, InboxItem, InboxKind, InboxStatus } from '@pinacoteca/contracts/admin/inbox';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Config } from '../../config.ts';
import type { Db, Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import type { Mailer } from '../auth/service.ts';
import { contactsOf, findUserByEmail, findUserById } from '../auth/users.ts';
import { paintingNames } from '../catalog/paintings.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { inboxReplyMail } from '../mail/templates.ts';

interface ItemRow {
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

export interface Operator {
  id: string;
  role: string;
  meta: RequestMeta;
}

const UNIQUE_VIOLATION = '23505';

/** LIKE's own characters taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The operators' inbox (docs/decisions/0042): support messages (the contact form's `feedback`)
 * and whole-painting purchase requests, each with a status and an assignee, answered by e-mail
 * in the sender's language. Every change and answer writes an audit row in its transaction, and
 * an answer is queued in the mail outbox in that same transaction, so it goes out once.
 */
export class InboxDesk {
  constructor(
    private readonly sql: Sql,
    private readonly config: Config,
    private readonly mailer: Mailer,
  ) {}

  private items(db: Db) {
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

  async list(query: InboxFilter, operatorId: string, language: Language): Promise<InboxItem[]> {
    const db = this.sql;
    const q = query.q.trim();
    const sender = q.includes('@') ? ((await findUserByEmail(db, q))?.id ?? null) : null;
    const rows = await db<ItemRow[]>`
      select i.*, (select count(*)::int from inbox_replies x where x.kind = i.kind and x.item_id = i.id) as reply_count
      from (${this.items(db)}) i
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
    return this.views(db, rows, language);
  }

  /** One item with its answers; painting names in the operator's `language`. */
  async detail(kind: InboxKind, id: string, language: Language): Promise<InboxDetail> {
    const db = this.sql;
    const item = await this.one(db, kind, id);
    const replies = await db<{ id: string; author_id: string | null; body: string; created_at: Date }[]>`
      select id, author_id, body, created_at from inbox_replies
      where kind = ${kind} and item_id = ${id} order by created_at`;
    const authors = await contactsOf(
      db,
      replies.flatMap((r) => (r.author_id ? [r.author_id] : [])),
    );
    return {
      item: (await this.views(db, [item], language))[0]!,
      replies: replies.map((r) => ({
        id: r.id,
        author_email: r.author_id ? (authors.get(r.author_id)?.email ?? null) : null,
        body: r.body,
        at: r.created_at.toISOString(),
      })),
    };
  }

  /** Takes, hands over or changes the status of an item. An assignee must be an operator or admin. */
  async update(
    kind: InboxKind,
    id: string,
    change: { status?: InboxStatus; assignee_id?: string | null },
    by: Operator & { language: Language },
  ): Promise<InboxDetail> {
    if (change.assignee_id) {
      const assignee = await findUserById(this.sql, change.assignee_id);
      if (!assignee || assignee.role === 'investor' || assignee.blocked_at || assignee.removed_at) {
        throw new HttpError(400, 'invalid_request', { assignee_id: 'invalid_format' });
      }
    }
    try {
      await this.sql.begin(async (tx) => {
        const before = await this.one(tx, kind, id, true);
        const status = change.status ?? before.status;
        const assignee = change.assignee_id === undefined ? before.assignee_id : change.assignee_id;
        await setWork(tx, kind, id, status, assignee);
        await writeAudit(tx, {
          actorId: by.id,
          actorRole: by.role,
          action: 'inbox.update',
          subjectType: kind,
          subjectId: id,
          before: { status: before.status, assignee_id: before.assignee_id },
          after: { status, assignee_id: assignee },
          meta: by.meta,
        });
      });
    } catch (error) {
      // Reopening a purchase request when the person has since opened a new one about the same painting.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new HttpError(409, 'inbox_reopen_conflict');
      throw error;
    }
    return this.detail(kind, id, by.language);
  }

  /**
   * E-mails an answer to the sender in the language they wrote in; the item becomes `answered`
   * (or `closed` when asked) and is assigned to the operator answering if nobody had it.
   */
  async reply(
    kind: InboxKind,
    id: string,
    input: { body: string; close: boolean },
    by: Operator & { language: Language },
  ): Promise<InboxDetail> {
    await this.sql.begin(async (tx) => {
      const item = await this.one(tx, kind, id, true);
      const contact = item.user_id ? (await contactsOf(tx, [item.user_id])).get(item.user_id) : undefined;
      const to = item.email ?? contact?.email;
      if (!to) throw new HttpError(400, 'inbox_no_address');
      const painting = item.painting_id
        ? ((await paintingNames(tx, [item.painting_id], item.language)).get(item.painting_id) ?? null)
        : null;
      const link = new URL(
        item.painting_id ? `/gallery/${item.painting_id}` : '/support/contact-us',
        this.config.publicUrl,
      ).toString();
      const mail = inboxReplyMail(
        { username: contact?.username ?? null, body: input.body, painting, saleId: item.sale_id, link },
        item.language,
      );
      await enqueueMail(tx, { ...mail, to, language: item.language, userId: item.user_id });
      await tx`
        insert into inbox_replies (kind, item_id, author_id, body, locale)
        values (${kind}, ${id}, ${by.id}, ${input.body}, ${item.language})`;
      const status: InboxStatus = input.close ? 'closed' : 'answered';
      const assignee = item.assignee_id ?? by.id;
      await setWork(tx, kind, id, status, assignee);
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: 'inbox.reply',
        subjectType: kind,
        subjectId: id,
        before: { status: item.status, assignee_id: item.assignee_id },
        after: { status, assignee_id: assignee, to, chars: input.body.length },
        meta: by.meta,
      });
    });
    this.mailer.wake();
    return this.detail(kind, id, by.language);
  }

  private async one(db: Db, kind: InboxKind, id: string, lock = false): Promise<ItemRow> {
    const [row] =
      kind === 'support'
        ? await db<ItemRow[]>`
            select 'support' as kind, id, email, user_id, locale as language, message, null::uuid as painting_id,
                   null::text as sale_id, status, assignee_id, created_at, updated_at,
                   (select count(*)::int from inbox_replies x where x.kind = 'support' and x.item_id = f.id) as reply_count
            from feedback f where id = ${id} ${lock ? db`for update` : db``}`
        : await db<ItemRow[]>`
            select 'painting_request' as kind, id, null as email, user_id, locale as language, message, painting_id,
                   sale_id, status, assignee_id, created_at, updated_at,
                   (select count(*)::int from inbox_replies x where x.kind = 'painting_request' and x.item_id = r.id) as reply_count
            from painting_purchase_requests r where id = ${id} ${lock ? db`for update` : db``}`;
    if (!row) throw notFound();
    return row;
  }

  /** Rows with their senders, assignees and paintings looked up through their owners' modules. */
  private async views(db: Db, rows: ItemRow[], language: Language): Promise<InboxItem[]> {
    const people = await contactsOf(
      db,
      rows.flatMap((r) => [r.user_id, r.assignee_id].filter((v): v is string => v !== null)),
    );
    const names = await paintingNames(
      db,
      rows.flatMap((r) => (r.painting_id ? [r.painting_id] : [])),
      language,
    );
    return rows.map((r) => {
      const sender = r.user_id ? people.get(r.user_id) : undefined;
      const assignee = r.assignee_id ? people.get(r.assignee_id) : undefined;
      return {
        kind: r.kind,
        id: r.id,
        email: r.email ?? sender?.email ?? null,
        user_id: r.user_id,
        username: sender?.username ?? null,
        language: r.language,
        message: r.message,
        painting: r.painting_id
          ? { id: r.painting_id, name: names.get(r.painting_id) ?? '', sale_id: r.sale_id ?? '' }
          : null,
        status: r.status,
        assignee: assignee ? { id: assignee.id, email: assignee.email } : null,
        reply_count: r.reply_count,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      };
    });
  }
}

async function setWork(db: Db, kind: InboxKind, id: string, status: InboxStatus, assignee: string | null) {
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
