import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config.ts';

/**
 * DATA_DIR holds what the database does not: uploads, the custody keys, the embedded chain and
 * database. One that is not a folder this process may write (a badly mounted volume, a file, a
 * path it has no right to) must stop the start, saying so, not let it say "ready" and then fail
 * each request that touches it: an outside tester's DATA_DIR that was a file answered the health
 * check 200 and /api/transparency 500, and one under /proc hung the process for good.
 */
export async function ensureDataDir(dir: string): Promise<void> {
  let at = dir;
  try {
    await makeFolders(dir);
    await writable(dir);
    // And the folders already in it that the platform writes (the custody keys under chain/,
    // uploads/): one made read-only inside a writable DATA_DIR started "ready" and answered 500
    // (an outside tester). The database's own folders are PostgreSQL's to judge.
    const { folders, files } = await writtenIn(dir);
    for (const folder of folders) {
      at = folder;
      await writable(folder);
    }
    // And the files in them the platform replaces (the embedded chain's state, chain.bin): one
    // that could not be replaced lost every transaction made until the restart (an outside tester).
    for (const file of files) {
      at = file;
      await fs.access(file, fsConstants.W_OK);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const where = at === dir ? dir : `${dir} (its ${path.relative(dir, at)})`;
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: ${where} cannot be used (${code}): it must be a folder this process can create and write, shared by every process of the platform`,
    );
  }
}

/** Writes and removes a small file in `folder`, or throws why it cannot. */
async function writable(folder: string): Promise<void> {
  const probe = path.join(folder, `.write-check-${process.pid}`);
  await fs.writeFile(probe, 'ok');
  await fs.rm(probe);
}

/** The folders of DATA_DIR the platform writes into, those that exist already two levels down, and the files of the first. */
async function writtenIn(dir: string): Promise<{ folders: string[]; files: string[] }> {
  const folders: string[] = [];
  const files: string[] = [];
  const walk = async (folder: string, depth: number) => {
    const entries = await fs.readdir(folder, { withFileTypes: true });
    for (const entry of entries) {
      const inner = path.join(folder, entry.name);
      if (entry.isFile() && depth > 0) files.push(inner);
      if (!entry.isDirectory() || (depth === 0 && DATABASE_FOLDERS.has(entry.name))) continue;
      folders.push(inner);
      // Not deeper: uploads/variants holds a folder per picture, thousands in a large catalogue.
      if (depth < 1) await walk(inner, depth + 1);
    }
  };
  await walk(dir, 0);
  return { folders, files };
}

/** The embedded PostgreSQL's data and socket folders, owned by its own user. */
const DATABASE_FOLDERS = new Set(['pg', 'pg-socket']);

/**
 * `mkdir -p`, one level at a time from the nearest folder that exists: Node's own recursive mkdir
 * never returns under /proc (it meets ENOENT there and tries again, for ever), which is how an
 * outside tester's DATA_DIR=/proc/forbidden hung the start past every signal but SIGKILL.
 */
async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const found = await fs.stat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT' || path.dirname(at) === at) throw error;
      return null;
    });
    if (found?.isDirectory()) break;
    if (found) throw Object.assign(new Error(`${at} is not a folder`), { code: 'ENOTDIR' });
    missing.unshift(at);
  }
  for (const folder of missing) await fs.mkdir(folder);
}
