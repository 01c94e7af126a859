/**
 * Replicas proven (issue 9, item 7). On one outside PostgreSQL (BENCH_DATABASE_URL, by default the
 * machine's service at 127.0.0.1:5432; a fresh database is made and dropped), starts two API
 * processes (`--api`) and one worker (`--worker`) of the built server behind HAProxy from Debian's
 * packages, with a real SMTP server (smtp-server) receiving the mail. Then, through the proxy:
 *  - buyers sign in and place orders on one hot token until it is sold out or time is up, while
 *    API process A is killed with SIGKILL and started again mid-run;
 *  - every buyer asks for a password reset once, so each gets exactly one e-mail;
 *  - afterwards every open order is made due and the worker's minute job expires them.
 * It proves from the database and the SMTP server: no oversell, every order answered 201 exists,
 * each expiry applied once (one release per order), each e-mail delivered once. Writes its section
 * of docs/performance.md between its own markers.
 *
 * Run: npm run bench:replicas (builds the server first; needs `haproxy`: apt-get install -y haproxy).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { root, startPlatform, startProcess, writeSection } from './platform.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROXY_PORT = 3310;
const API_PORTS = [3311, 3312] as const;
const SMTP_PORT = 3325;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 24);
const SECONDS = Number(process.env.BENCH_REPLICA_SECONDS ?? 20);
const KILL_AT_SECONDS = 2;
const RESTART_AFTER_SECONDS = 2;
const MAX_QUANTITY = 20;
const PASSWORD = 'Bench-password-1';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 8 });

function call(
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `http://127.0.0.1:${PROXY_PORT}${url}`,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        response.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
      },
    );
    // A connection cut by the killed process: the client saw no answer, nothing was accepted.
    request.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
    request.end(payload);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return Date.now() - started;
}

const haproxyConfig = (dir: string) => `global
  maxconn 4096
  pidfile ${dir}/haproxy.pid

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # Only a connection that never reached a server is tried again (on the other one): a POST that
  # reached a process is never sent twice, so an order is never placed twice by the proxy.
  retries 3
  retry-on conn-failure
  option redispatch

frontend platform
  bind 127.0.0.1:${PROXY_PORT}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/system/feature-flags/state
  http-check expect status 200
${API_PORTS.map((port, i) => `  server api${i} 127.0.0.1:${port} check inter 500 fall 2 rise 2`).join('\n')}
`;

const database = `bench_replicas_${randomBytes(4).toString('hex')}`;
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
const url = new URL(ADMIN_URL);
url.pathname = `/${database}`;
const databaseUrl = url.toString();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pinacoteca-bench-replicas-'));

// The SMTP server every message goes to: it counts what arrives, per recipient.
const delivered = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      for (const rcpt of session.envelope.rcptTo) {
        delivered.set(rcpt.address, (delivered.get(rcpt.address) ?? 0) + 1);
      }
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

const env = {
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WARM_MEDIA: 'false',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  TRUST_PROXY: 'true',
  RATE_LIMIT_AUTH_PER_15_MIN: '100000',
  RATE_LIMIT_ACCOUNT_PER_15_MIN: '100000',
  ORDER_MAX_OPEN_PER_USER: '100000',
  ORDER_MAX_RESERVED_SHARE: '1',
  ORDER_MAX_RESERVED_USD: '1000000000',
  RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: '1000000',
  RATE_LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: '1000000',
};
const startApi = (i: 0 | 1) =>
  startPlatform({ ...env, PORT: String(API_PORTS[i]) }, ['apps/server/dist/main.js', '--api']);

const processes: ChildProcess[] = [];
let proxy: ChildProcess | null = null;
let sql: postgres.Sql | null = null;
try {
  await admin.unsafe(`create database ${database}`);
  // The worker first: it migrates and seeds the demo catalogue before the API processes start.
  const worker = await startProcess(
    process.execPath,
    ['apps/server/dist/main.js', '--worker'],
    { ...env, PORT: '0' },
    /running jobs/,
  );
  processes.push(worker);
  const apis: ChildProcess[] = [await startApi(0), await startApi(1)];
  processes.push(...apis);
  await fs.writeFile(path.join(dataDir, 'haproxy.cfg'), haproxyConfig(dataDir));
  proxy = spawn('haproxy', ['-f', path.join(dataDir, 'haproxy.cfg')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(async () => (await call('GET', '/api/system/feature-flags/state')).status === 200, 20_000, 'the proxy');
  sql = postgres(databaseUrl, { max: 4, onnotice: () => undefined });

  const passwordHash = await hash(PASSWORD);
  const emails = Array.from({ length: BUYERS }, (_, i) => `replica.buyer.${i}@example.com`);
  await sql`
    insert into users ${sql(
      emails.map((email, i) => ({
        email,
        username: `buyer${i}`,
        password_hash: passwordHash,
        email_confirmed_at: new Date(),
      })),
    )}`;
  const tokens: string[] = [];
  for (let i = 0; i < emails.length; i += 16) {
    tokens.push(
      ...(await Promise.all(
        emails.slice(i, i + 16).map(async (email) => {
          const response = await call('POST', '/api/login', { email, password: PASSWORD });
          if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.body}`);
          return (JSON.parse(response.body) as { token: string }).token;
        }),
      )),
    );
  }
  const [hot] = await sql<{ id: string; symbol: string; emission: string; available: string }[]>`
    select t.id, t.symbol, t.emission::text, tr.balance::text as available
    from tokens t join ledger_accounts tr on tr.token_id = t.id and tr.kind = 'treasury'
    where t.kind = 'art' and t.current_price_cents > 0
    order by tr.balance desc limit 1`;
  if (!hot) throw new Error('no attributed token to buy');
  const [before] = await sql<{ held: string }[]>`
    select coalesce(sum(balance), 0)::text as held from ledger_accounts
    where token_id = ${hot.id} and kind in ('user', 'onchain', 'reservation')`;
  console.log(`${BUYERS} buyers signed in through the proxy; ${hot.symbol}: ${hot.available} available`);

  // The run: orders from every connection, resets from the buyers, one process killed and back.
  const accepted: { id: string; quantity: number }[] = [];
  const latencies: number[] = [];
  let refused = 0;
  let cut = 0;
  let other = 0;
  let soldOut = false;
  const timeline: string[] = [];
  const began = performance.now();
  const deadline = began + SECONDS * 1000;
  const stamp = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
  const chaos = (async () => {
    await new Promise((r) => setTimeout(r, KILL_AT_SECONDS * 1000));
    apis[0]!.kill('SIGKILL');
    timeline.push(`${stamp()}: API process A killed with SIGKILL`);
    await new Promise((r) => setTimeout(r, RESTART_AFTER_SECONDS * 1000));
    apis[0] = await startApi(0);
    processes.push(apis[0]);
    timeline.push(`${stamp()}: API process A started again and ready`);
  })();
  const resets = (async () => {
    let sent = 0;
    for (const email of emails) {
      // Asked until the proxy answers: a reset cut by the kill is asked again, as a person would.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await call('POST', '/api/reset-password/request?_locale=en', {
          email,
          callback_url: 'http://127.0.0.1/reset-password/confirm',
        });
        if (response.status === 200) {
          sent += 1;
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / (2 * BUYERS)));
    }
    return sent;
  })();
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (!soldOut && performance.now() < deadline) {
        const quantity = 1 + Math.floor(random() * MAX_QUANTITY);
        const response = await call(
          'POST',
          '/api/order',
          { currency: 'ETH', items: [{ token_id: hot.id, quantity }] },
          tokens[Math.floor(random() * tokens.length)],
        );
        if (response.status === 201) {
          accepted.push({ id: (JSON.parse(response.body) as { id: string }).id, quantity });
          latencies.push(response.ms);
        } else if (response.status === 400 && /Not enough tokens available/.test(response.body)) {
          refused += 1;
          if (/: 0 left/.test(response.body)) soldOut = true;
        } else if (response.status === 0 || response.status === 502 || response.status === 503) {
          cut += 1;
        } else {
          other += 1;
          if (other <= 3) console.error(`unexpected answer ${response.status}: ${response.body.slice(0, 200)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  await chaos;
  const resetsAsked = await resets;
  latencies.sort((a, b) => a - b);
  const acceptedQuantity = accepted.reduce((sum, o) => sum + o.quantity, 0);

  // No lost accepted order: every 201 is stored, with its quantity.
  const ids = accepted.map((o) => o.id);
  const stored = await sql<{ id: string; quantity: string }[]>`
    select o.id, sum(i.quantity)::text as quantity from orders o join order_items i on i.order_id = o.id
    where o.id = any(${ids}::uuid[]) group by o.id`;
  const storedById = new Map(stored.map((r) => [r.id, Number(r.quantity)]));
  const lost = accepted.filter((o) => storedById.get(o.id) !== o.quantity).length;
  const [open] = await sql<{ reserved: string; available: string; orders: string }[]>`
    select
      (select coalesce(sum(balance), 0)::text from ledger_accounts where token_id = ${hot.id} and kind = 'reservation') as reserved,
      (select balance::text from ledger_accounts where token_id = ${hot.id} and kind = 'treasury') as available,
      (select count(*)::text from orders o join order_items i on i.order_id = o.id where i.token_id = ${hot.id} and o.status = 'created') as orders`;
  const emission = BigInt(hot.emission);
  const oversold = BigInt(before!.held) + BigInt(acceptedQuantity) > emission;

  // Expiry: every open order made due; the worker's minute job expires each exactly once.
  await sql`update orders set expires_at = created_at + interval '1 millisecond' where status = 'created'`;
  const expiryWaitMs = await waitFor(
    async () => {
      const [row] = await sql!<{ n: string }[]>`select count(*)::text as n from orders where status = 'created'`;
      return row!.n === '0';
    },
    150_000,
    'the open orders to expire',
  );
  const [releases] = await sql<{ orders: string; twice: string; treasury: string }[]>`
    select
      (select count(*)::text from orders where status = 'expired') as orders,
      (select count(*)::text from (
         select o.id from orders o left join ledger_transactions t on t.idempotency_key = 'release:' || o.id::text
         where o.status = 'expired' group by o.id having count(t.id) <> 1) x) as twice,
      (select balance::text from ledger_accounts where token_id = ${hot.id} and kind = 'treasury') as treasury`;
  const [supply] = await sql<{ count: string }[]>`
    select count(*)::text as count from (
      select t.id from tokens t left join ledger_accounts a on a.token_id = t.id and a.kind <> 'world'
      group by t.id having coalesce(sum(a.balance), 0) <> t.emission) bad`;
  const [negative] = await sql<
    { count: string }[]
  >`select count(*)::text as count from ledger_accounts where balance < 0 and kind <> 'world'`;

  // Mail: each buyer's reset delivered once, and the outbox has nothing left to send.
  const mailWaitMs = await waitFor(
    async () => emails.every((e) => (delivered.get(e) ?? 0) >= 1),
    60_000,
    'every reset e-mail',
  ).catch(() => -1);
  await new Promise((r) => setTimeout(r, 3000));
  const duplicates = emails.filter((e) => (delivered.get(e) ?? 0) > 1).length;
  const missing = emails.filter((e) => (delivered.get(e) ?? 0) === 0).length;
  const [unsent] = await sql<{ n: string }[]>`select count(*)::text as n from mail_outbox where sent_at is null`;

  const checks = [
    {
      what: 'every order answered 201 is stored with its quantity',
      ok: lost === 0,
      detail: `${accepted.length} accepted, ${lost} missing`,
    },
    {
      what: 'no oversell',
      ok: !oversold && supply!.count === '0' && negative!.count === '0',
      detail: `${before!.held} held before + ${acceptedQuantity} ordered ≤ ${emission}; ${supply!.count} tokens off their emission; ${negative!.count} negative balances`,
    },
    {
      what: 'each expiry applied once',
      ok: releases!.twice === '0' && releases!.treasury === String(emission - BigInt(before!.held)),
      detail: `${open!.orders} open orders expired by the worker in ${(expiryWaitMs / 1000).toFixed(0)} s; ${releases!.twice} with other than one release; treasury back to ${releases!.treasury}`,
    },
    {
      what: 'each e-mail delivered once',
      ok: duplicates === 0 && missing === 0 && unsent!.n === '0' && resetsAsked === BUYERS,
      detail: `${resetsAsked} resets asked, ${BUYERS - missing} delivered${mailWaitMs >= 0 ? '' : ' (timed out)'}, ${duplicates} twice, ${unsent!.n} unsent`,
    },
  ];
  const ok = checks.every((c) => c.ok);
  const section = `## Replicas behind a proxy, one killed mid-run

Measured by \`npm run bench:replicas\` (\`bench/replicas.ts\`) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}:
two API processes (\`--api\`) and one worker (\`--worker\`) of the built server on one outside
PostgreSQL, behind HAProxy (Debian's package; round robin, health checks every 0.5 s, a request
is retried on the other process only when its connection never reached one). Mail goes to a real
SMTP server. ${BUYERS} buyers place orders of 1–${MAX_QUANTITY} ${hot.symbol} over ${CONCURRENCY} connections
for up to ${SECONDS} s, and each asks for a password reset once, while:

${timeline.map((t) => `- ${t}`).join('\n')}

| figure | value |
| --- | ---: |
| accepted orders | ${accepted.length.toLocaleString('en-US')} (${acceptedQuantity.toLocaleString('en-US')} tokens) in ${seconds.toFixed(1)} s |
| accepted orders per second (all processes on 2 cores) | ${Math.round(accepted.length / seconds).toLocaleString('en-US')} |
| latency of accepted orders p50 / p99 | ${percentile(latencies, 50).toFixed(1)} ms / ${percentile(latencies, 99).toFixed(1)} ms |
| refused as not enough tokens | ${refused.toLocaleString('en-US')} |
| cut by the kill (no answer or 502/503) | ${cut} |
| other failures | ${other} |
| sold out | ${soldOut ? 'yes' : 'no'} |

${checks.map((c) => `- ${c.ok ? 'holds' : 'FAILS'}: ${c.what} (${c.detail})`).join('\n')}

A request cut by the kill got no answer: the order's transaction died with its connection, so
such an order either does not exist or (if it committed just before) exists and was simply not
confirmed to the buyer; it never exists twice and never oversells. Jobs (expiry, mail) run only
in the worker, once each, whatever happens to the API processes.
`;
  await writeSection('replicas', section);
  console.log(section);
  if (!ok) process.exitCode = 1;
} finally {
  await sql?.end({ timeout: 5 }).catch(() => undefined);
  agent.destroy();
  proxy?.kill('SIGTERM');
  for (const child of processes) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 3000));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await admin.unsafe(`drop database if exists ${database} with (force)`).catch(() => undefined);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}
