import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import { addJobs } from '../../jobs/queue.ts';
import { sendMailJob } from '../../jobs/mail-outbox.ts';
import { insertMail } from './queries.ts';
import type { RenderedMail } from './templates.ts';

/**
 * Queues a message and the job that sends it. Call it inside the transaction of the change the
 * message is about, so the message and its job exist exactly when the change does; a worker
 * sends it as soon as the transaction commits.
 */
export async function enqueueMail(
  db: Db,
  mail: RenderedMail & { to: string; language: Language; userId: string | null },
): Promise<void> {
  await addJobs(db, [sendMailJob(await insertMail(db, mail))]);
}
