import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pgWatchdogScript } from '../paths.ts';

/**
 * One embedded PostgreSQL per data folder, and none without its server (docs/decisions/0025).
 * A server killed with `kill -9` cannot stop its PostgreSQL; the watchdog does, and a start that
 * still finds one running from a dead server stops it instead of failing on postmaster.pid.
 */

export interface ProcessInfo {
  ppid: number;
  /** One letter as in ps: R, S, D, Z (a zombie has ended)… */
  state: string;
  /** The command line, arguments joined by spaces. */
  command: string;
}

/** The first line of postmaster.pid: the postmaster's process id. */
export function parsePostmasterPid(text: string): number | null {
  const pid = Number(text.split('\n')[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** State and parent from /proc/<pid>/stat: `pid (name) state ppid …`, the name may hold spaces and parentheses. */
export function parseProcStat(text: string): { state: string; ppid: number } | null {
  const fields = text
    .slice(text.lastIndexOf(')') + 1)
    .trim()
    .split(/\s+/);
  const ppid = Number(fields[1]);
  return fields[0] && Number.isInteger(ppid) ? { state: fields[0], ppid } : null;
}

/** What a process is: null when there is none, undefined when this system cannot tell. */
export async function processInfo(pid: number): Promise<ProcessInfo | null | undefined> {
  if (process.platform === 'win32') return undefined;
  if (fs.existsSync('/proc/self/stat')) {
    try {
      const stat = parseProcStat(await fs.promises.readFile(`/proc/${pid}/stat`, 'utf8'));
      const command = (await fs.promises.readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ').trim();
      return stat ? { ...stat, command } : null;
    } catch {
      return null;
    }
  }
  // macOS and other systems without /proc.
  return new Promise((resolve) => {
    execFile('ps', ['-o', 'ppid=', '-o', 'stat=', '-o', 'args=', '-p', String(pid)], (error, stdout) => {
      const match = /^\s*(\d+)\s+(\S)\S*\s+(.*)$/.exec(stdout.trim());
      if (match) resolve({ ppid: Number(match[1]), state: match[2]!, command: match[3]!.trim() });
      else resolve(error && 'code' in error && error.code === 'ENOENT' ? undefined : null);
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether process `pid` runs: an ended one not yet collected (a zombie, on Linux) does not. */
export function running(pid: number): boolean {
  if (!alive(pid)) return false;
  try {
    return parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.state !== 'Z';
  } catch {
    return true;
  }
}

async function gone(pid: number): Promise<boolean> {
  if (!alive(pid)) return true;
  return (await processInfo(pid))?.state === 'Z';
}

async function stopProcess(pid: number): Promise<boolean> {
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return true;
    }
    for (let waited = 0; waited < waitMs; waited += 100) {
      if (await gone(pid)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return gone(pid);
}

/** A node process, as every Pinacoteca server (and `npm start`) is. */
function isNode(info: ProcessInfo): boolean {
  const program = path.basename(info.command.split(' ')[0] ?? '');
  return program.startsWith('node') || program === path.basename(process.execPath);
}

export class DataFolderInUseError extends Error {}

/**
 * Makes way for a start on `clusterDir`: a postmaster.pid naming a process that is gone, or that
 * is not a PostgreSQL of this cluster (its number was reused), is removed; a PostgreSQL of this
 * cluster whose server is dead is stopped; one whose server still runs means another server uses
 * the data folder, and this start is refused.
 */
export async function recoverStaleServer(options: {
  clusterDir: string;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<void> {
  const file = path.join(options.clusterDir, 'postmaster.pid');
  const text = await fs.promises.readFile(file, 'utf8').catch(() => null);
  if (text === null) return;
  const pid = parsePostmasterPid(text);
  const postmaster = pid === null ? null : await processInfo(pid);
  // Without a way to look at processes PostgreSQL's own check of the file has to do.
  if (postmaster === undefined) return;
  const ofThisCluster = ` ${postmaster?.command} `.includes(` ${options.clusterDir} `);
  if (pid === null || postmaster === null || postmaster.state === 'Z' || !ofThisCluster) {
    await fs.promises.rm(file, { force: true });
    if (pid !== null) await removeSocketLocks(path.join(options.dataDir, 'pg-socket'), pid);
    options.log?.('removed the lock file of an embedded PostgreSQL that is no longer running');
    return;
  }
  const owner = postmaster.ppid > 1 ? await processInfo(postmaster.ppid) : null;
  if (owner && owner.state !== 'Z' && isNode(owner)) {
    throw new DataFolderInUseError(
      `Another Pinacoteca server (process ${postmaster.ppid}) is using the data folder ${options.dataDir}.\n` +
        '  Stop it first, or set DATA_DIR to another folder for this one.',
    );
  }
  options.log?.(`stopping the embedded PostgreSQL (process ${pid}) left running by a server that ended without it`);
  if (!(await stopProcess(pid))) {
    throw new Error(`The embedded PostgreSQL left running (process ${pid}) did not stop; stop it and start again.`);
  }
}

/**
 * The socket's lock files a dead postmaster left (`.s.PGSQL.<port>.lock`, naming its process):
 * PostgreSQL checks them itself, and a postmaster killed with SIGKILL whose parent ended before it
 * is a zombie until the machine's first process reaps it, which some never do promptly, so the
 * number still "runs" and the next start failed, "Is another postmaster using socket file?". Only
 * those naming `pid`, already judged dead, go.
 */
async function removeSocketLocks(socketDir: string, pid: number): Promise<void> {
  const names = await fs.promises.readdir(socketDir).catch(() => [] as string[]);
  for (const name of names.filter((n) => /^\.s\.PGSQL\.\d+\.lock$/.test(n))) {
    const lock = path.join(socketDir, name);
    const owner = parsePostmasterPid(await fs.promises.readFile(lock, 'utf8').catch(() => ''));
    if (owner !== pid) continue;
    await fs.promises.rm(lock, { force: true });
    await fs.promises.rm(lock.replace(/\.lock$/, ''), { force: true });
  }
}

/** The postmaster's process id once it runs, from its lock file. */
export async function postmasterPid(clusterDir: string): Promise<number | null> {
  const text = await fs.promises.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '');
  return parsePostmasterPid(text);
}

/**
 * Starts the watchdog (pg-watchdog.mjs) that stops the postmaster when this process ends in any
 * way; returns what disarms it, to call before stopping PostgreSQL on purpose.
 */
export function watchPostgres(pid: number, clusterDir: string): () => void {
  if (!fs.existsSync(pgWatchdogScript)) {
    throw new Error(`${pgWatchdogScript} is missing: the build copies it next to the server's code.`);
  }
  const watchdog = spawn(process.execPath, [pgWatchdogScript, String(pid), clusterDir], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  watchdog.on('error', () => undefined);
  // It lives exactly as long as this process: neither keeps the other's event loop going.
  watchdog.unref();
  watchdog.stdin?.on('error', () => undefined);
  (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return () => {
    watchdog.kill('SIGKILL');
  };
}
