/**
 * Starts the built platform (embedded PostgreSQL, demo catalogue) and a bare Fastify
 * hello-world, each in its own process, and measures them with autocannon in the same run:
 * requests per second and latency of GET /api/paintings and GET /api/tokens against the
 * baseline. Writes the figures to docs/performance.md.
 *
 * Run: npm run bench (builds first). Sends traffic to 127.0.0.1 only; every run is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { initialJavaScript } from './bundle.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PLATFORM_PORT = 3200;
const HELLO_PORT = 3201;
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 50;
const JS_BUDGET_BYTES = 150 * 1024;

function start(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start in 120 s`)), 120_000);
    const onData = (chunk: Buffer) => {
      if (ready.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => process.stderr.write(c));
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Result> {
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pinacoteca-bench-'));
const children: ChildProcess[] = [];
try {
  children.push(
    await start(
      'node',
      ['apps/server/dist/main.js'],
      {
        PORT: String(PLATFORM_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        EMBEDDED_PG_PORT: '54350',
        LOG_LEVEL: 'warn',
        WARM_MEDIA: 'false',
        NODE_ENV: 'development',
      },
      /ready at/,
    ),
  );
  // One process (not npx → tsx → node), so the SIGTERM below reaches the server itself.
  children.push(
    await start(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], { PORT: String(HELLO_PORT) }, /hello ready/),
  );

  const hello = await measure('Fastify hello-world', `http://127.0.0.1:${HELLO_PORT}/`);
  const paintings = await measure('GET /api/paintings', `http://127.0.0.1:${PLATFORM_PORT}/api/paintings`);
  const tokens = await measure('GET /api/tokens', `http://127.0.0.1:${PLATFORM_PORT}/api/tokens`);

  const budgets = initialJavaScript(path.join(root, 'apps', 'web', 'dist'), [
    'landing-page',
    'gallery-page',
    'painting-page',
    'tokens-page',
  ]);
  const rows = [hello, paintings, tokens].map((r) => {
    const ratio = r === hello ? '—' : `${((r.rps / hello.rps) * 100).toFixed(0)}%`;
    return `| ${r.name} | ${r.rps.toLocaleString('en-US')} | ${ratio} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`;
  });
  const verdict = [paintings, tokens].map((r) => {
    const ok = r.rps / hello.rps >= TARGET_RATIO && r.p99 < TARGET_P99_MS && r.errors + r.non2xx === 0;
    return `- ${r.name}: ${ok ? 'meets' : 'MISSES'} the target (≥ ${TARGET_RATIO * 100}% of hello-world, p99 < ${TARGET_P99_MS} ms)`;
  });
  const report = `# Performance

Measured by \`npm run bench\` (\`bench/catalogue.ts\`) on ${new Date().toISOString().slice(0, 10)},
${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.
The platform (built, embedded PostgreSQL, demo catalogue) and a bare Fastify hello-world run as
separate processes on the same machine in the same run; autocannon drives each for ${DURATION} s
with ${CONNECTIONS} connections and \`Accept-Encoding: gzip, deflate, br\`, after a 2 s warm-up.

| endpoint | requests/s | of hello-world | p50 ms | p99 ms | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

${verdict.join('\n')}

## Initial JavaScript

What a first visit downloads before the page renders (entry and route chunks with their static
imports, gzipped; charts and response schemas load on demand). Budget: 150 KiB.

| page | gzipped |
| --- | ---: |
${budgets.map((b) => `| ${b.page} | ${(b.bytes / 1024).toFixed(1)} KiB${b.bytes > JS_BUDGET_BYTES ? ' (over budget)' : ''} |`).join('\n')}

Why it is fast: catalogue answers are kept serialised and precompressed per language and filter
and revalidated with ETags; a change anywhere invalidates them through PostgreSQL NOTIFY
(docs/decisions/0003-catalogue-cache.md).
`;
  // Other benchmarks (bench/orders.ts) keep their sections between their own markers: carry them over.
  const file = path.join(root, 'docs', 'performance.md');
  const previous = await fs.readFile(file, 'utf8').catch(() => '');
  const kept = previous.match(/<!-- bench:([a-z-]+):start -->[\s\S]*?<!-- bench:\1:end -->/g) ?? [];
  await fs.writeFile(file, [report.trimEnd(), ...kept].join('\n\n') + '\n');
  console.log(report);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  await fs.rm(dataDir, { recursive: true, force: true });
}
