import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { RenderedMail } from './templates.ts';

/** The mail outbox's SQL (decision 0054): table `mail_outbox`. */

/** Stores a message to send; answers its id. */
export async function insertMail(
  db: Db,
  mail: RenderedMail & { to: string; language: Language; userId: string | null },
): Promise<string> {
  const [queued] = await db<{ id: string }[]>`
    insert into mail_outbox (user_id, template, to_address, subject, body_text, body_html, locale)
    values (${mail.userId}, ${mail.template}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${mail.language})
    returning id`;
  return queued!.id;
}

/** Messages sent, newest first (at most 100), to one address (any case) when given: the dev mailbox. */
export function sentMail(
  db: Db,
  to: string | undefined,
): Promise<{ to: string; subject: string; text: string; html: string; created_at: Date }[]> {
  return db<{ to: string; subject: string; text: string; html: string; created_at: Date }[]>`
    select to_address as to, subject, body_text as text, body_html as html, created_at
    from mail_outbox
    where sent_at is not null ${to ? db`and lower(to_address) = lower(${to})` : db``}
    order by created_at desc, id desc
    limit 100`;
}
