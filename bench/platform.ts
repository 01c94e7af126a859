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
