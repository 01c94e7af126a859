import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { recoverStaleServer, running } from './embedded-guard.ts';

/**
 * The real server process on the embedded PostgreSQL, killed with SIGKILL and started again.
 * It always uses the embedded database, also when the suite runs against DATABASE_URL.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..', '..');
const serverMain = path.resolve(here, '..', 'main.ts');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Process ids whose command line contains `text`. */
async function processesMatching(text: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.split('\0').join(' ').includes(text)) found.push(Number(entry));
  }
  return found;
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Server[] = [];

function startServer(dataDir: string, pgPort: number): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WARM_MEDIA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, output: () => text, exited };
  started.push(server);
  return server;
}

async function ready(server: Server): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  await until(() => exited || server.output().includes('] ready at'), 45_000, 'the server to be ready');
  if (exited) throw new Error(`the server did not start:\n${server.output()}`);
}

async function postmasterPid(dataDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  return text === null ? null : Number(text.split('\n')[0]);
}

describe.runIf(process.platform === 'linux')('the platform after a crash', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pinacoteca-crash-'));
  const pgPort = await freePort();

  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    const pid = await postmasterPid(dataDir);
    if (pid && running(pid)) {
      process.kill(pid, 'SIGINT');
      await until(() => !running(pid), 20_000, 'PostgreSQL to stop').catch(() => process.kill(pid, 'SIGKILL'));
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stops the embedded PostgreSQL when the server is killed, and starts again on the same data', async () => {
    const first = startServer(dataDir, pgPort);
    await ready(first);
    const postgres = (await postmasterPid(dataDir))!;
    expect(running(postgres)).toBe(true);

    // A second server on the same data folder is refused while the first one runs.
    const second = startServer(dataDir, pgPort);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Pinacoteca server (process ${first.child.pid}) is using the data folder ${dataDir}`,
    );
    expect(running(postgres)).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited;
    await until(() => !running(postgres), 15_000, 'the orphaned PostgreSQL to stop');
    expect(await postmasterPid(dataDir)).toBeNull();

    const again = startServer(dataDir, pgPort);
    await ready(again);
    again.child.kill('SIGKILL');
    await again.exited;
  }, 90_000);

  it('stops a PostgreSQL left running by a dead server before starting its own', async () => {
    // The watchdog may already be stopping the PostgreSQL of the server killed last.
    await until(async () => (await postmasterPid(dataDir)) === null, 15_000, 'the previous PostgreSQL to stop');
    const first = startServer(dataDir, pgPort);
    await ready(first);
    const postgres = (await postmasterPid(dataDir))!;
    // Everything but PostgreSQL dies at once: its watchdog too, as a `kill -9` of both would do.
    const [watchdog] = await processesMatching(`pg-watchdog.mjs ${postgres} `);
    expect(watchdog).toBeDefined();
    process.kill(watchdog!, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    await sleep(500);
    expect(running(postgres)).toBe(true);

    const next = startServer(dataDir, pgPort);
    await ready(next);
    expect(next.output()).toContain(`stopping the embedded PostgreSQL (process ${postgres}) left running`);
    expect(running(postgres)).toBe(false);
    const own = (await postmasterPid(dataDir))!;
    expect(own).not.toBe(postgres);

    next.child.kill('SIGTERM');
    await next.exited;
    await until(() => !running(own), 15_000, 'PostgreSQL to stop with its server');
    expect(await postmasterPid(dataDir)).toBeNull();
  }, 90_000);

  it('stops, saying why in one line, when its embedded PostgreSQL is killed under it', async () => {
    const server = startServer(dataDir, pgPort);
    await ready(server);
    const postgres = (await postmasterPid(dataDir))!;
    process.kill(postgres, 'SIGKILL');
    // Nothing restarts it: the server ends at once rather than fail every request (or crash later
    // on the job queue's next minute with a driver's stack trace, as an outside tester saw).
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('the embedded PostgreSQL');
    expect(server.output()).toContain('stopped while the server ran: the server stops too');
    const again = startServer(dataDir, pgPort);
    await ready(again);
    again.child.kill('SIGTERM');
    await again.exited;
  }, 90_000);
});

describe.runIf(process.platform === 'linux')('a leftover lock file', () => {
  async function clusterWithLock(pid: number) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pinacoteca-lock-'));
    const clusterDir = path.join(dataDir, 'pg');
    await fs.mkdir(clusterDir);
    await fs.writeFile(path.join(clusterDir, 'postmaster.pid'), `${pid}\n${clusterDir}\n`);
    return { dataDir, clusterDir, lock: path.join(clusterDir, 'postmaster.pid') };
  }

  it('is removed when its process has ended', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    const { dataDir, clusterDir, lock } = await clusterWithLock(child.pid!);
    await recoverStaleServer({ clusterDir, dataDir });
    await expect(fs.access(lock)).rejects.toThrow();
    await fs.rm(dataDir, { recursive: true });
  });

  it('is removed, and the program left alone, when its number now belongs to another program', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const { dataDir, clusterDir, lock } = await clusterWithLock(other.pid!);
      await recoverStaleServer({ clusterDir, dataDir });
      await expect(fs.access(lock)).rejects.toThrow();
      expect(running(other.pid!)).toBe(true);
      await fs.rm(dataDir, { recursive: true });
    } finally {
      other.kill('SIGKILL');
    }
  });
});
