import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A development key kept in DATA_DIR: generated on first use, then reused, so sign-in tokens
 * and encrypted two-factor secrets survive a restart. Production gives its keys through the
 * environment (config.ts refuses to start without them).
 *
 * Several processes (test files run in parallel) may create the same key at once: the file is
 * written under a temporary name and hard-linked into place, which fails if another process
 * won, so everyone ends up reading the one winning key.
 */
export async function readOrCreateKey(dataDir: string, name: string, bytes = 32): Promise<Buffer> {
  const file = path.join(dataDir, name);
  const existing = await readKey(file);
  if (existing) return existing;
  await fs.mkdir(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, randomBytes(bytes).toString('base64'), { mode: 0o600 });
  try {
    await fs.link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temp, { force: true });
  }
  const key = await readKey(file);
  if (!key) throw new Error(`could not read the key ${file}`);
  return key;
}

async function readKey(file: string): Promise<Buffer | null> {
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    return text ? Buffer.from(text, 'base64') : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Resolves once and remembers: keys are read lazily, so tools that never sign anything write no files. */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = null;
      throw error;
    });
    return value;
  };
}
