import { afterAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DevMailResponse } from '@pinacoteca/contracts/dev/mail';
import { createTestApp } from '../../../test/helpers.ts';
import { CALLBACK, PASSWORD, mailsTo, uniqueEmail } from '../../../test/accounts.ts';
import { MAX_ATTEMPTS } from '../../jobs/mail-outbox.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `reject` makes it refuse messages with a temporary error. */
async function startSmtp() {
  const received: Received[] = [];
  const control = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (control.reject) {
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, control, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const smtp = await startSmtp();
afterAll(() => smtp.close());

function registerPayload(email: string) {
  return { email, username: 'smtp_tester', password: PASSWORD, repeat_password: PASSWORD, callback_url: CALLBACK };
}

/** Undoes quoted-printable soft breaks and escapes enough to search the text. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail over SMTP (nodemailer against a real SMTP server)', async () => {
  const t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Pinacoteca <robot@pinacoteca.test>',
    RATE_LIMIT_AUTH_PER_15_MIN: '1000',
  });

  it('delivers the confirmation with text and HTML parts, then clears the stored bodies', async () => {
    const email = uniqueEmail('smtp');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/register', payload: registerPayload(email) })).statusCode,
    ).toBe(200);
    const [queued] = await mailsTo(t, email);
    const link = /https?:\/\/\S+/.exec(queued!.body_text)![0];
    expect(await t.mailOutbox.runOnce()).toBe(1);

    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.from).toBe('robot@pinacoteca.test');
    const raw = unfold(message!.raw);
    expect(raw).toContain('Subject: Confirm your e-mail for Pinacoteca');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain(new URL(link).searchParams.get('token')!);

    const [sent] = await mailsTo(t, email);
    expect(sent!.sent_at).toBeInstanceOf(Date);
    // The link is a live credential: once delivered it is not kept in the database.
    expect(sent!.body_text).toBe('');
    expect(sent!.body_html).toBe('');
  });

  it('never makes a request wait for the mail server, and retries later with backoff', async () => {
    smtp.control.reject = true;
    const email = uniqueEmail('retry');
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registerPayload(email) });
    expect(response.statusCode).toBe(200);
    expect(await t.mailOutbox.runOnce()).toBe(0);
    const [failed] = await t.sql<{ attempts: number; last_error: string; sent_at: Date | null; wait: number }[]>`
      select attempts, last_error, sent_at, extract(epoch from next_attempt_at - now())::int as wait
      from mail_outbox where to_address = ${email}`;
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed!.last_error).toContain('Mailbox busy');
    expect(failed!.wait).toBeGreaterThanOrEqual(25);
    expect(failed!.wait).toBeLessThanOrEqual(30);
    // Its job waits for the next attempt (read from the queue's own table: the jobs view hides payloads).
    const jobs = await t.sql<{ same_time: boolean }[]>`
      select j.run_at = m.next_attempt_at as same_time
      from graphile_worker._private_jobs j
      join graphile_worker._private_tasks k on k.id = j.task_id and k.identifier = 'send_mail'
      join mail_outbox m on m.id = (j.payload->>'id')::uuid
      where m.to_address = ${email}`;
    expect(jobs).toEqual([{ same_time: true }]);
    // Not due yet: a run does not touch it.
    expect(await t.mailOutbox.runOnce()).toBe(0);

    smtp.control.reject = false;
    await t.sql`update mail_outbox set next_attempt_at = now() where to_address = ${email}`;
    expect(await t.mailOutbox.runOnce()).toBe(1);
    const [sent] = await t.sql`select attempts, sent_at, last_error from mail_outbox where to_address = ${email}`;
    expect(sent).toMatchObject({ attempts: 2, last_error: null });
    expect(sent!.sent_at).toBeInstanceOf(Date);
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(true);
  });

  it(`gives a message up after ${MAX_ATTEMPTS} failed attempts`, async () => {
    smtp.control.reject = true;
    const email = uniqueEmail('give-up');
    await t.app.inject({ method: 'POST', url: '/api/register', payload: registerPayload(email) });
    await t.sql`update mail_outbox set attempts = ${MAX_ATTEMPTS - 1} where to_address = ${email}`;
    await t.mailOutbox.runOnce();
    smtp.control.reject = false;
    const [row] = await t.sql`select attempts, failed_at, sent_at from mail_outbox where to_address = ${email}`;
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });
    expect(row!.failed_at).toBeInstanceOf(Date);
    await t.sql`update mail_outbox set next_attempt_at = now() where to_address = ${email}`;
    expect(await t.mailOutbox.runOnce()).toBe(0);
  });
});

describe('the dev mailbox, GET /api/dev/mail', async () => {
  const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });

  it('lists sent messages newest first with to, subject, text, html and created_at', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await t.app.inject({ method: 'POST', url: '/api/register', payload: registerPayload(first) });
    await t.app.inject({ method: 'POST', url: '/api/register?_locale=ru', payload: registerPayload(second) });
    // Queued but not yet delivered: not in the mailbox.
    expect(DevMailResponse.parse((await t.app.inject({ url: '/api/dev/mail' })).json())).toHaveLength(0);
    await t.mailOutbox.runOnce();

    const response = await t.app.inject({ url: '/api/dev/mail' });
    expect(response.statusCode).toBe(200);
    const messages = DevMailResponse.parse(response.json());
    expect(messages.map((m) => m.to)).toEqual([second, first]);
    expect(messages[0]).toMatchObject({ subject: 'Подтвердите почту для Pinacoteca' });
    expect(messages[1]!.text).toContain(CALLBACK);
    expect(messages[1]!.html).toContain('<a href="http://localhost:3000/registration/confirm?token=');
    expect(Object.keys(messages[0]!).sort()).toEqual(['created_at', 'html', 'subject', 'text', 'to']);
  });

  it('filters by recipient', async () => {
    const email = uniqueEmail('Filter');
    await t.app.inject({ method: 'POST', url: '/api/register', payload: registerPayload(email) });
    await t.mailOutbox.runOnce();
    const messages = DevMailResponse.parse(
      (await t.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email.toUpperCase())}` })).json(),
    );
    expect(messages.map((m) => m.to)).toEqual([email]);
  });
});

describe('production', async () => {
  const t = await createTestApp({
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    TOTP_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    KYC_ENCRYPTION_KEY: 'fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SOLANA_RPC_URL: 'https://api.devnet.solana.com',
    SOLANA_RECIPIENT: 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN',
    OPERATOR_NAME: 'Pinacoteca Art Ltd',
    OPERATOR_ADDRESS: '5 Vermeer Square, Amsterdam',
    OPERATOR_JURISDICTION: 'the Netherlands',
    OPERATOR_REGISTRATION: 'KvK 12345678',
    PUBLIC_URL: 'https://pinacoteca.example',
  });

  it('has no dev mailbox route at all', async () => {
    const response = await t.app.inject({ url: '/api/dev/mail' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/dev'))).toBe(false);
  });

  it('signs tokens with the configured secret', async () => {
    const { jwtVerify } = await import('jose');
    const email = uniqueEmail('prod');
    await t.sql`
      insert into users (email, username, password_hash, email_confirmed_at)
      values (${email}, 'prod', ${await (await import('../auth/passwords.ts')).hashPassword(PASSWORD)}, now())`;
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    const { token } = response.json<{ token: string }>();
    const verified = await jwtVerify(token, new TextEncoder().encode('a-production-secret-of-at-least-32-characters'));
    expect(verified.payload.sub).toBeTruthy();
  });
});
