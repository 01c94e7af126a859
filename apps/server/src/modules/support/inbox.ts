import type { InboxDetail, InboxFilter, InboxItem, InboxKind, InboxStatus } from '@pinacoteca/contracts/admin/inbox';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Config } from '../../config.ts';
import type { Db, Sql } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import type { Mailer } from '../auth/service.ts';
import { contactsOf, findUserByEmail, findUserById } from '../auth/user-queries.ts';
import { paintingNames } from '../catalog/paintings.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { inboxReplyMail } from '../mail/templates.ts';
import { inboxItem, inboxItemRows, insertReply, replyRows, setWork, type InboxItemRow } from './queries.ts';

export interface Operator {
  id: string;
  role: string;
  meta: RequestMeta;
}

const UNIQUE_VIOLATION = '23505';

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

  async list(query: InboxFilter, operatorId: string, language: Language): Promise<InboxItem[]> {
    const db = this.sql;
    const q = query.q.trim();
    const sender = q.includes('@') ? ((await findUserByEmail(db, q))?.id ?? null) : null;
    const rows = await inboxItemRows(db, query, { operatorId, sender, q });
    return this.views(db, rows, language);
  }

  /** One item with its answers; painting names in the operator's `language`. */
  async detail(kind: InboxKind, id: string, language: Language): Promise<InboxDetail> {
    const db = this.sql;
    const item = await this.one(db, kind, id);
    const replies = await replyRows(db, kind, id);
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
    change: { status?: InboxStatus; assignee_id?: string | null; expected_assignee_id?: string | null },
    by: Operator & { language: Language },
  ): Promise<InboxDetail> {
    if (change.assignee_id) {
      const assignee = await findUserById(this.sql, change.assignee_id);
      if (!assignee || assignee.role === 'investor' || assignee.blocked_at || assignee.removed_at) {
        throw new HttpError(400, 'invalid_request', { assignee_id: 'invalid_format' });
      }
      // An operator without two-factor cannot open the console, so could never see it (an outside tester).
      if (!assignee.two_fa_enabled) throw fieldError('assignee_id', 'inbox_assignee_no_console');
    }
    try {
      await this.sql.begin(async (tx) => {
        const before = await this.one(tx, kind, id, true);
        // Under the item's lock: of two operators taking it at once, the second is told.
        const { expected_assignee_id: expected } = change;
        if (expected !== undefined && expected !== before.assignee_id && change.assignee_id !== undefined) {
          throw new HttpError(409, 'inbox_assignee_changed');
        }
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
      await insertReply(tx, { kind, id, authorId: by.id, body: input.body, language: item.language });
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

  private async one(db: Db, kind: InboxKind, id: string, lock = false): Promise<InboxItemRow> {
    const row = await inboxItem(db, kind, id, lock);
    if (!row) throw notFound();
    return row;
  }

  /** Rows with their senders, assignees and paintings looked up through their owners' modules. */
  private async views(db: Db, rows: InboxItemRow[], language: Language): Promise<InboxItem[]> {
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
