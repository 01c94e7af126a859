import { describe, expect, it } from 'vitest';
import { runOnce, type Task } from 'graphile-worker';
import { Order } from '@pinacoteca/contracts/orders/order';
import { createTestApp } from '../../test/helpers.ts';
import { bearer, createUser, login, uniqueEmail } from '../../test/accounts.ts';
import { expectLedgerSound, tokenSet, treasuryBalance } from '../../test/orders.ts';
import { enqueueMail } from '../modules/mail/outbox.ts';
import { confirmEmailMail } from '../modules/mail/templates.ts';
import { queueLogger } from './queue.ts';
import { jobTasks } from './worker.ts';

const t = await createTestApp({ RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
const { app, sql } = t;
const tokens = await tokenSet((url) => app.inject({ url }));
const silent = queueLogger(() => undefined);
const tasks = jobTasks({ ...t, solanaPayPollMs: 5000, log: { info: () => undefined, error: () => undefined } });

/** One worker pass over every job due now, as a worker process runs them. */
const work = () =>
  runOnce({ connectionString: t.config.databaseUrl!, noHandleSignals: true, logger: silent, taskList: tasks });

interface JobRow {
  id: string;
  task_identifier: string;
  payload: Record<string, unknown>;
  run_at: Date;
  key: string | null;
}

// The public `jobs` view leaves payloads out; the test reads the queue's own table.
const jobsKeyed = (key: string) =>
  sql<JobRow[]>`
    select j.id, t.identifier as task_identifier, j.payload, j.run_at, j.key
    from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
    where j.key = ${key}`;

/** The expiry jobs that name the order (one per reservation batch, naming each of its orders). */
const expiryJobsOf = (orderId: string) =>
  sql<JobRow[]>`
    select j.id, t.identifier as task_identifier, j.payload, j.run_at, j.key
    from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
    where t.identifier = 'expire_order' and j.payload::jsonb -> 'order_ids' ? ${orderId}`;

async function placeOrder(signedIn?: Record<string, string>) {
  const headers = signedIn ?? bearer(await login(t, (await createUser(t)).email));
  const token = tokens.attributed[0]!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers,
    payload: { currency: 'BTC', items: [{ token_id: token.id, quantity: 1 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { order: Order.parse(response.json()), token, headers };
}

describe('order expiry jobs', () => {
  it('schedules each order an expiry job at its expires_at, in the transaction that stores it', async () => {
    const { order } = await placeOrder();
    const jobs = await expiryJobsOf(order.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ task_identifier: 'expire_order', payload: { order_ids: [order.id] } });
    const [stored] = await sql<{ expires_at: Date }[]>`select expires_at from orders where id = ${order.id}`;
    expect(jobs[0]!.run_at.toISOString()).toBe(stored!.expires_at.toISOString());
  });

  it('gives orders stored together one job, due when the last of them expires, that expires each', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => bearer(await login(t, (await createUser(t)).email))),
    );
    // Sent at once, so orders arriving while a batch is stored go together in the next one.
    const placed = await Promise.all(buyers.map((headers) => placeOrder(headers)));
    const jobs = new Map(
      (await Promise.all(placed.map(({ order }) => expiryJobsOf(order.id)))).flat().map((j) => [j.id, j]),
    );
    // Every order is named by exactly one job; orders that met in a batch share theirs.
    for (const { order } of placed) expect(await expiryJobsOf(order.id)).toHaveLength(1);
    expect(jobs.size).toBeLessThan(placed.length);
    for (const job of jobs.values()) {
      const ids = (job.payload as { order_ids: string[] }).order_ids;
      const [latest] = await sql<
        { at: Date }[]
      >`select max(expires_at) as at from orders where id = any(${ids}::uuid[])`;
      expect(job.run_at.toISOString()).toBe(latest!.at.toISOString());
    }

    const ids = placed.map(({ order }) => order.id);
    await sql`update orders set created_at = now() - interval '2 hours', expires_at = now() - interval '1 second' where id = any(${ids}::uuid[])`;
    await sql`update charges set expires_at = now() - interval '1 second' where order_id = any(${ids}::uuid[])`;
    await sql`select graphile_worker.reschedule_jobs(${[...jobs.keys()]}::bigint[], run_at := now())`;
    await work();

    const statuses = await sql<{ status: string }[]>`select status from orders where id = any(${ids}::uuid[])`;
    expect(statuses.map((s) => s.status)).toEqual(ids.map(() => 'expired'));
    await expectLedgerSound(sql);
  });

  it('still runs an expiry job queued before batches, which names one order', async () => {
    const { order, headers } = await placeOrder();
    for (const job of await expiryJobsOf(order.id)) {
      await sql`select graphile_worker.permanently_fail_jobs(array[${job.id}::bigint], 'replaced by the old form')`;
    }
    await sql`update orders set created_at = now() - interval '2 hours', expires_at = now() - interval '1 second' where id = ${order.id}`;
    await sql`update charges set expires_at = now() - interval '1 second' where order_id = ${order.id}`;
    await sql`select graphile_worker.add_job('expire_order', json_build_object('order_id', ${order.id}::uuid), job_key := ${`expire_order:${order.id}`})`;

    await work();

    const now = Order.parse((await app.inject({ url: `/api/order/${order.id}`, headers })).json());
    expect(now.status).toBe('expired');
    expect(await jobsKeyed(`expire_order:${order.id}`)).toEqual([]);
  });

  it('expires the order and returns its tokens when its job runs at its time', async () => {
    const { order, token, headers } = await placeOrder();
    const before = await treasuryBalance(sql, token.id);
    // Its hour is over: the order and its job are both due now.
    await sql`update orders set created_at = now() - interval '2 hours', expires_at = now() - interval '1 second' where id = ${order.id}`;
    await sql`update charges set expires_at = now() - interval '1 second' where order_id = ${order.id}`;
    const [job] = await expiryJobsOf(order.id);
    await sql`select graphile_worker.reschedule_jobs(array[${job!.id}::bigint], run_at := now())`;

    await work();

    const now = Order.parse((await app.inject({ url: `/api/order/${order.id}`, headers })).json());
    expect(now.status).toBe('expired');
    expect(await treasuryBalance(sql, token.id)).toBe(before + 1n);
    expect(await expiryJobsOf(order.id)).toEqual([]);
    await expectLedgerSound(sql);
  });

  it('leaves a cancelled order as it is when its expiry job runs', async () => {
    const { order, headers } = await placeOrder();
    const cancelled = await app.inject({ method: 'POST', url: `/api/order/${order.id}/cancel`, headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sql`update orders set created_at = now() - interval '2 hours', expires_at = now() - interval '1 second' where id = ${order.id}`;
    const [job] = await expiryJobsOf(order.id);
    await sql`select graphile_worker.reschedule_jobs(array[${job!.id}::bigint], run_at := now())`;

    await work();

    const now = Order.parse((await app.inject({ url: `/api/order/${order.id}`, headers })).json());
    expect(now.status).toBe('canceled');
    await expectLedgerSound(sql);
  });
});

describe('mail jobs', () => {
  const mail = (to: string) => ({
    ...confirmEmailMail({ username: 'queued', link: 'https://pinacoteca.test/x', validHours: 24 }, 'en'),
    to,
    language: 'en' as const,
    userId: null,
  });

  it('adds no message and no job when the transaction that queued the message rolls back', async () => {
    const to = uniqueEmail('rolled-back');
    const jobsBefore = await sql`select id from graphile_worker.jobs where task_identifier = 'send_mail'`;
    await expect(
      sql.begin(async (tx) => {
        await enqueueMail(tx, mail(to));
        throw new Error('the change fails after queueing its message');
      }),
    ).rejects.toThrow('the change fails');

    expect(await sql`select id from mail_outbox where to_address = ${to}`).toHaveLength(0);
    const jobsAfter = await sql`select id from graphile_worker.jobs where task_identifier = 'send_mail'`;
    expect(jobsAfter.length).toBe(jobsBefore.length);
  });

  it('sends a committed message once through its job, however often the job runs', async () => {
    const to = uniqueEmail('committed');
    await sql.begin((tx) => enqueueMail(tx, mail(to)));
    const [queued] = await sql<{ id: string }[]>`select id from mail_outbox where to_address = ${to}`;
    const [job] = await jobsKeyed(`send_mail:${queued!.id}`);
    expect(job).toMatchObject({ task_identifier: 'send_mail', payload: { id: queued!.id } });

    await work();
    const [sent] = await sql<{ sent_at: Date | null; attempts: number }[]>`
      select sent_at, attempts from mail_outbox where id = ${queued!.id}`;
    expect(sent!.sent_at).not.toBeNull();
    expect(sent!.attempts).toBe(1);
    expect(await jobsKeyed(`send_mail:${queued!.id}`)).toEqual([]);

    // The same job again (a worker that died before recording it done): nothing is sent twice.
    await sql`select graphile_worker.add_job('send_mail', json_build_object('id', ${queued!.id}::uuid))`;
    await work();
    const [after] = await sql<{ attempts: number }[]>`select attempts from mail_outbox where id = ${queued!.id}`;
    expect(after!.attempts).toBe(1);
  });
});

describe('several workers on one database', () => {
  it('run each job once', async () => {
    const runs = new Map<number, number>();
    const count: Task = async (payload) => {
      const { n } = payload as { n: number };
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await sql`
      select graphile_worker.add_job('count_once', json_build_object('n', n))
      from generate_series(1, 40) as n`;

    const options = { connectionString: t.config.databaseUrl!, noHandleSignals: true, logger: silent };
    await Promise.all([runOnce(options, { count_once: count }), runOnce(options, { count_once: count })]);

    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });
});
