// @ts-check
/**
 * Stops the embedded PostgreSQL when the server that started it is gone (docs/decisions/0025).
 *
 *   node pg-watchdog.mjs <postmaster pid> <cluster folder>
 *
 * The server starts this as its child with a pipe on stdin and keeps the other end open for as
 * long as it lives. The kernel closes that end however the server ends, `kill -9` included, so
 * the end of stdin is the signal: then PostgreSQL gets a fast shutdown (SIGINT), an immediate one
 * (SIGQUIT) if it lingers, and SIGKILL last. A server that stops PostgreSQL itself kills this
 * process first. Plain JavaScript, so that it runs on bare Node next to the source and the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';

const pid = Number(process.argv[2]);
const clusterDir = process.argv[3] ?? '';
if (!Number.isInteger(pid) || pid <= 1 || !clusterDir) {
  console.error('usage: pg-watchdog.mjs <postmaster pid> <cluster folder>');
  process.exit(2);
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the postmaster still runs: its cluster's pid file still names it and the process exists. */
function running() {
  try {
    const named = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // PostgreSQL removes the file when it stops; another number means another server since.
    if (named !== pid) return false;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists under another user (PostgreSQL runs as `postgres` when the server is root).
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {NodeJS.Signals} signal @param {number} waitMs */
async function stopWith(signal, waitMs) {
  try {
    process.kill(pid, signal);
  } catch {
    return true;
  }
  for (let waited = 0; waited < waitMs; waited += 100) {
    if (!running()) return true;
    await sleep(100);
  }
  return !running();
}

let stopping = false;
async function stopPostgres() {
  if (stopping) return;
  stopping = true;
  if (running()) {
    console.error(`[pinacoteca] the server is gone: stopping its embedded PostgreSQL (process ${pid})`);
    // Fast shutdown first; immediate shutdown if it lingers; SIGKILL when nothing else worked.
    if (!(await stopWith('SIGINT', 30_000)) && !(await stopWith('SIGQUIT', 10_000))) await stopWith('SIGKILL', 5_000);
  }
  process.exit(0);
}

process.stdin.on('end', () => void stopPostgres());
process.stdin.on('error', () => void stopPostgres());
process.stdin.resume();
// Nothing to guard once PostgreSQL has stopped by other means.
setInterval(() => {
  if (!stopping && !running()) process.exit(0);
}, 5_000);
// A Ctrl-C in the terminal reaches the whole process group: PostgreSQL stops on it by itself,
// and this process stays to finish the job should the server die before it has stopped.
process.on('SIGINT', () => undefined);
