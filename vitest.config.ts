import { defineConfig } from 'vitest/config';

/**
 * Two tiers (STYLE.md): `unit` runs pure rules with no I/O; `integration` runs the server
 * through HTTP against a real PostgreSQL, one database per test file cloned from a migrated,
 * seeded template made once by the global setup. Browser tests live in e2e/ (Playwright).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.tsx',
            'e2e/*.test.ts',
            'eslint/*.test.js',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Files share their worker's loaded modules instead of loading the whole server again
          // each (that was most of the tier's time: 295 s of imports against 108 s of tests on two
          // cores). Each file still has its own database, chain folder and app; nothing a file
          // changes lives in a module.
          isolate: false,
        },
      },
    ],
  },
});
