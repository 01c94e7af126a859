/**
 * What every bench needs around its measurement: starting a process until it says it is ready,
 * and writing its own marked section of docs/performance.md without touching the others.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts `command` in the repository root and resolves once a line of its output matches
 * `ready`; rejects if it exits first or takes longer than `timeoutMs`. Run node itself (not
 * npx), so a SIGTERM to the child reaches the server.
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 180_000,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(
      () => reject(new Error(`${args.join(' ')} did not start in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr.on('data', (c: Buffer) => process.stderr.write(c));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
}

/** The built platform (`apps/server/dist/main.js`, or `args` instead), once it is ready for requests. */
export function startPlatform(env: Record<string, string>, args = ['apps/server/dist/main.js']): Promise<ChildProcess> {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startProcess(process.execPath, [...nodeArgs, ...args], env, /ready at/);
}

/** Replaces the section `<!-- bench:NAME:start -->…<!-- bench:NAME:end -->` of docs/performance.md, or appends it. */
export async function writeSection(name: string, section: string): Promise<void> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const file = path.join(root, 'docs', 'performance.md');
  const previous = await fs.readFile(file, 'utf8').catch(() => '# Performance\n');
  const block = `${start}\n\n${section.trim()}\n\n${end}`;
  const from = previous.indexOf(start);
  const to = previous.indexOf(end);
  await fs.writeFile(
    file,
    from >= 0 && to > from
      ? `${previous.slice(0, from)}${block}${previous.slice(to + end.length)}`
      : `${previous.trimEnd()}\n\n${block}\n`,
  );
}

/** Busy and total processor time of the whole machine so far, from /proc/stat (Linux). */
async function processorTimes(): Promise<{ busy: number; total: number } | null> {
  const stat = await fs.readFile('/proc/stat', 'utf8').catch(() => null);
  const fields = stat?.split('\n', 1)[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 5 || fields.some(Number.isNaN)) return null;
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + fields[4]!; // idle and iowait
  return { busy: total - idle, total };
}

/**
 * Waits until the machine's processors have been mostly idle (busy under `busyShare` of the time)
 * for `windowMs`: a platform just started has start-up work of its own (pictures' variants made
 * ahead, tokens issued on the embedded chain) that would otherwise be measured with the pages.
 * Gives up after `timeoutMs`; answers how long it waited and whether the machine became quiet.
 */
export async function waitForQuiet({
  busyShare = 0.2,
  windowMs = 3000,
  timeoutMs = 240_000,
}: { busyShare?: number; windowMs?: number; timeoutMs?: number } = {}): Promise<{ waitedMs: number; quiet: boolean }> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const before = await processorTimes();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = await processorTimes();
    if (!before || !after) return { waitedMs: Date.now() - started, quiet: false };
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share < busyShare) return { waitedMs: Date.now() - started, quiet: true };
  }
  return { waitedMs: Date.now() - started, quiet: false };
}

/** Clock ticks per second of /proc's process times (USER_HZ; 100 on every Linux that ships today). */
const TICKS_PER_SECOND = 100;

/**
 * Processor seconds (user + system) used so far by the process `pid` and by every process whose
 * parent it is (a PostgreSQL postmaster's backends), with what its exited children used; from
 * /proc (Linux). Null where /proc cannot tell.
 */
export async function processorSeconds(pid: number, withChildren = false): Promise<number | null> {
  const times = async (id: number, own: boolean) => {
    const stat = await fs.readFile(`/proc/${id}/stat`, 'utf8').catch(() => null);
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!fields) return null;
    // From state (field 3): ppid is 4, utime 14, stime 15, cutime 16, cstime 17.
    const at = (field: number) => Number(fields[field - 3]);
    return {
      parent: at(4),
      ticks: at(14) + at(15) + (own ? at(16) + at(17) : 0),
    };
  };
  const own = await times(pid, true);
  if (!own) return null;
  let ticks = own.ticks;
  if (withChildren) {
    for (const entry of await fs.readdir('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === pid) continue;
      const child = await times(Number(entry), false);
      if (child?.parent === pid) ticks += child.ticks;
    }
  }
  return ticks / TICKS_PER_SECOND;
}
