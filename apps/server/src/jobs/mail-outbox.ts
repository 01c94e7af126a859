import type { Sql } from '../db/client.ts';
import type { MailTransport } from '../adapters/mail.ts';
import { JOBS, addJobs, type JobSpec } from './queue.ts';

/** Tries per message before it is marked failed (about a day of retries with the backoff below). */
export const MAX_ATTEMPTS = 10;
/** A claimed message is retried after this long if its sender died mid-send. */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;

/** Wait before the next try after `attempts` failures: 30 s, 1 min, 2 min… capped at 4 h. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60 * 1000);
}

interface Due {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  attempts: number;
}

/**
 * Sends what `mail_outbox` holds. Each message has its own job (`send_mail`, added with it by
 * `enqueueMail`); a message is claimed by pushing its `next_attempt_at` forward under `for update
 * skip locked`, then sent outside any transaction, so a slow mail server never holds a lock and
 * two senders never take the same message. A failed try records its backoff and schedules the
 * message's job again at that time. Delivery is at least once: a process that dies after sending
 * but before recording it sends that message again when the claim runs out (the minute sweep,
 * `runOnce`).
 */
export class MailOutbox {
  private running: Promise<number> | null = null;
  private again = false;
  private readonly composers: (() => Promise<unknown>)[] = [];

  constructor(
    private readonly sql: Sql,
    private readonly transport: MailTransport,
    private readonly log: { error(data: object, message: string): void; warn(data: object, message: string): void },
  ) {}

  /**
   * Work that ends in messages and is done after answering the request that asked for it (a
   * password reset request looks up the account only here, so its answer cannot tell whether
   * one exists). `wake()` asks a worker for it; the minute sweep does it too.
   */
  compose(task: () => Promise<unknown>): void {
    this.composers.push(task);
  }

  /** Runs every composer; one failing must not hold back the others (the next run retries it). */
  async composeAll(): Promise<void> {
    for (const task of this.composers) {
      await task().catch((error: unknown) => this.log.error({ err: error }, 'composing mail failed'));
    }
  }

  /**
   * Composes, then sends every due message (including ones that become due while running);
   * returns how many were sent.
   */
  async runOnce(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.again = false;
        await this.composeAll();
        for (;;) {
          const batch = await this.claim();
          if (batch.length === 0) break;
          for (const mail of batch) if (await this.deliver(mail)) sent += 1;
        }
      } while (this.again);
      return sent;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Sends one message if it is still due and nobody else holds it (its job ran, or ran again
   * after a crash): answers whether it was sent now.
   */
  async sendOne(id: string): Promise<boolean> {
    const [mail] = await this.claim(id);
    return mail ? this.deliver(mail) : false;
  }

  /**
   * Called after a request commits work for the composers: a worker does it now rather than at
   * the next minute. Messages queued with `enqueueMail` need no call, their jobs exist already.
   */
  wake(): void {
    if (this.composers.length === 0) return;
    addJobs(this.sql, [{ task: JOBS.composeMail, jobKey: JOBS.composeMail }]).catch((error: unknown) =>
      this.log.error({ err: error }, 'asking for mail to be composed failed'),
    );
  }

  async stop(): Promise<void> {
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  private claim(id: string | null = null): Promise<Due[]> {
    return this.sql<Due[]>`
      update mail_outbox set next_attempt_at = now() + ${CLAIM_MS} * interval '1 millisecond', attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
          ${id === null ? this.sql`` : this.sql`and id = ${id}`}
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked
      )
      returning id, to_address, subject, body_text, body_html, attempts`;
  }

  private async deliver(mail: Due): Promise<boolean> {
    try {
      await this.transport.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body_text,
        html: mail.body_html,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(Date.now() + backoffMs(mail.attempts));
      await this.sql.begin(async (tx) => {
        await tx`
          update mail_outbox set
            last_error = ${reason.slice(0, 1000)},
            next_attempt_at = ${retryAt},
            failed_at = ${giveUp ? tx`now()` : null}
          where id = ${mail.id}`;
        if (!giveUp) await addJobs(tx, [sendMailJob(mail.id, retryAt)]);
      });
      if (giveUp) this.log.error({ mail: mail.id, reason }, 'mail could not be sent, giving up');
      else this.log.warn({ mail: mail.id, attempt: mail.attempts, reason }, 'mail not sent, will retry');
      return false;
    }
    if (this.transport.keepsBodies) {
      await this.sql`update mail_outbox set sent_at = now(), last_error = null where id = ${mail.id}`;
    } else {
      await this.sql`
        update mail_outbox set sent_at = now(), last_error = null, body_text = '', body_html = '' where id = ${mail.id}`;
    }
    return true;
  }
}

/** The job that sends message `id` (at `runAt`, or now); one waits per message. */
export function sendMailJob(id: string, runAt?: Date): JobSpec {
  return { task: JOBS.sendMail, payload: { id }, jobKey: `${JOBS.sendMail}:${id}`, runAt };
}
