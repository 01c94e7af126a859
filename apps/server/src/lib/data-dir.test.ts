import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { ensureDataDir } from './data-dir.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-data-dir-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('DATA_DIR at start', () => {
  it('is made when missing and left as it was', async () => {
    const dir = path.join(root, 'new', 'deeper');
    await ensureDataDir(dir);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('stops the start, naming DATA_DIR, when it is a file or a place nothing may be written', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    for (const dir of [file, '/proc/forbidden']) {
      const start = ensureDataDir(dir);
      await expect(start).rejects.toBeInstanceOf(ConfigError);
      await expect(ensureDataDir(dir)).rejects.toThrow(`DATA_DIR: ${dir} cannot be used`);
    }
  });
});
