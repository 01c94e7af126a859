import { spawnSync } from 'node:child_process';
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

  // Root writes through permission bits: an immutable folder (chattr +i) is what stops it, as a
  // read-only volume would. Where chattr is missing or refused, this check cannot be made.
  const immutable = (folder: string, on: boolean) => spawnSync('chattr', [on ? '+i' : '-i', folder]).status === 0;
  const probe = path.join(root, 'chattr-probe');
  fs.mkdirSync(probe);
  const canFreeze = immutable(probe, true) && immutable(probe, false);

  it.runIf(canFreeze)(
    'stops the start when a folder the platform writes in it cannot be written, not the database’s',
    async () => {
      const dir = path.join(root, 'with-chain');
      fs.mkdirSync(path.join(dir, 'chain', 'cluster'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'pg'));
      immutable(path.join(dir, 'chain'), true);
      try {
        await expect(ensureDataDir(dir)).rejects.toThrow(`DATA_DIR: ${dir} (its chain) cannot be used (EPERM)`);
      } finally {
        immutable(path.join(dir, 'chain'), false);
      }
      // Nor a file the platform replaces there (the embedded chain's state).
      fs.writeFileSync(path.join(dir, 'chain', 'chain.bin'), 'state');
      immutable(path.join(dir, 'chain', 'chain.bin'), true);
      try {
        await expect(ensureDataDir(dir)).rejects.toThrow(`DATA_DIR: ${dir} (its chain/chain.bin) cannot be used`);
      } finally {
        immutable(path.join(dir, 'chain', 'chain.bin'), false);
      }
      // The embedded PostgreSQL's own folder is its to judge.
      immutable(path.join(dir, 'pg'), true);
      try {
        await ensureDataDir(dir);
      } finally {
        immutable(path.join(dir, 'pg'), false);
      }
    },
  );

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
