import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files (painting pictures, avatars, derived variants). The local folder is the embedded
 * default; an object-storage adapter would implement the same calls.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file, or a folder with everything in it; nothing there is no error. */
  remove(key: string): Promise<void>;
  /** Absolute path for streaming with range support, when the store is a local folder. */
  localPath(key: string): string;
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    // A key must never climb out of the uploads folder.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${full}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, full);
    },
    async read(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      return fs.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await fs.rm(resolve(key), { recursive: true, force: true });
    },
    localPath: resolve,
  };
}
