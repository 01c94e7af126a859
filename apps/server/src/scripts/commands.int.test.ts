import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pinacoteca-commands-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('checks no audit chain where there is no platform database, and makes none', () => {
  const dataDir = path.join(root, 'empty');
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'verify-audit.ts')], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`DATA_DIR: ${dataDir} holds no platform database`);
  expect(run.stdout).not.toContain('the chain holds');
  expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
});
