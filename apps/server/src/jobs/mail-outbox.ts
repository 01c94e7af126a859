import type { Sql } from '../db/client.ts';
import type { MailTransport } from '../adapters/mail.ts';

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
 * Sends what `mail_outbox` holds. Any number of processes may run it: a batch is claimed by
 * pushing its `next_attempt_at` forward under `for update skip locked`, then sent outside any
 * transaction, so a slow mail server never holds a lock. Delivery is at least once: a process
 * that dies after sending but before recording it sends that message again on the next claim.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;
  private readonly composers: (() => Promise<unknown>)[] = [];

  constructor(
    private readonly sql: Sql,
    private readonly transport: MailTransport,
    private readonly log: { error(data: object, message: string): void; warn(data: object, message: string): void },
  ) {}

  /**
   * Work that ends in messages and is done after answering the request that asked for it (a
   * password reset request looks up the account only here, so its answer cannot tell whether
   * one exists). Each run does it before sending.
   */
  compose(task: () => Promise<unknown>): void {
    this.composers.push(task);
  }

  /** Sends every due message (including ones that become due while running); returns how many were sent. */
  async runOnce(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.again = false;
        for (const task of this.composers) {
          // One failing task must not hold back the mail already queued; the next run retries it.
          await task().catch((error: unknown) => this.log.error({ err: error }, 'composing mail failed'));
        }
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

  /** Polls every `intervalMs` for retries and for messages queued by other processes. */
  start(intervalMs = 5000): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.runOnce()
        .catch((error: unknown) => this.log.error({ err: error }, 'mail outbox run failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    tick();
  }

  /** Called after a request commits a message: send it now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    void this.runOnce().catch((error: unknown) => this.log.error({ err: error }, 'mail outbox run failed'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  private claim(): Promise<Due[]> {
    return this.sql<Due[]>`
      update mail_outbox set next_attempt_at = now() + ${CLAIM_MS} * interval '1 millisecond', attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
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
      await this.sql`
        update mail_outbox set
          last_error = ${reason.slice(0, 1000)},
          next_attempt_at = now() + ${backoffMs(mail.attempts)} * interval '1 millisecond',
          failed_at = ${giveUp ? this.sql`now()` : null}
        where id = ${mail.id}`;
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
