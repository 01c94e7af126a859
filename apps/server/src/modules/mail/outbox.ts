import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { RenderedMail } from './templates.ts';

/**
 * Queues a message. Call it inside the transaction of the change the message is about, so the
 * message exists exactly when the change does; the outbox job sends it after the commit.
 */
export async function enqueueMail(
  db: Db,
  mail: RenderedMail & { to: string; language: Language; userId: string | null },
): Promise<void> {
  await db`
    insert into mail_outbox (user_id, template, to_address, subject, body_text, body_html, locale)
    values (${mail.userId}, ${mail.template}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${mail.language})`;
}
