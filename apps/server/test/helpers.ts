import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { localStorage } from '../src/adapters/storage.ts';
import { connect, type Sql } from '../src/db/client.ts';
import { loadConfig } from '../src/config.ts';
import { listenCatalogChanges } from '../src/modules/catalog/changes.ts';
import { databaseUrl } from './database-server.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The whole server on a fresh clone of the seeded template database. Call once per test file
 * (at module level or in beforeAll); the database is dropped after the file.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDatabase');
  const database = `${template.replace('_tpl_', '_t_')}_${randomBytes(4).toString('hex')}`;
  const admin = connect(adminUrl, { max: 1 });
  await admin.unsafe(`create database ${database} template ${template}`);
  const url = databaseUrl(adminUrl, database);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    DATA_DIR: inject('uploadsDir'),
    ...env,
  });
  const sql: Sql = connect(url, { max: 5 });
  const storage = localStorage(inject('uploadsDir'));
  const built = await buildApp({ config: { ...config, uploadsDir: inject('uploadsDir') }, sql, storage });
  const unlisten = await listenCatalogChanges(sql, (change) => built.catalog.invalidate(change));
  await built.app.ready();

  afterAll(async () => {
    await built.app.close();
    await unlisten();
    await sql.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  return { ...built, sql, config };
}

/** Waits until some statement of this test's database waits on a lock (a race set up on purpose). */
export async function lockWaitSeen(sql: Sql): Promise<void> {
  await eventually(async () => {
    const [row] = await sql<{ waiting: number }[]>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`;
    expect(row!.waiting).toBeGreaterThan(0);
  }, 10_000);
}

/** Waits until `check` passes, for effects that arrive asynchronously (NOTIFY). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * A web build folder with an index.html of the shape Vite writes (a static title and description,
 * the app's module script, an empty #root), so server tests do not depend on a built web app.
 */
export function fakeWebBuild(): string {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Static description."
    />
    <title>Static title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  return webDist;
}
