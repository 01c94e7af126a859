import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { connect, type Sql } from '../db/client.ts';
import { openDatabase } from '../db/database.ts';

/** The running server's embedded database, when there is one; otherwise null. */
async function runningEmbedded(config: Config): Promise<Sql | null> {
  const password = await fs.readFile(path.join(config.dataDir, 'embedded-password'), 'utf8').catch(() => null);
  if (!password) return null;
  const sql = connect(
    `postgres://postgres:${encodeURIComponent(password.trim())}@127.0.0.1:${config.embeddedPgPort}/postgres`,
    { max: 2 },
  );
  try {
    await sql`select 1`;
    return sql;
  } catch {
    await sql.end({ timeout: 1 }).catch(() => undefined);
    return null;
  }
}

/**
 * For a command that only reads what the platform holds (checking the audit chain): the database
 * must already be the platform's. Run without the server's settings, `audit-verify` made a new
 * embedded database in ./data, migrated it and reported "the chain holds: 0 rows", a check of
 * nothing (an outside tester).
 */
async function requireExisting(config: Config): Promise<void> {
  if (!config.databaseUrl) {
    const cluster = path.join(config.dataDir, 'pg', 'PG_VERSION');
    if (
      await fs.access(cluster).then(
        () => true,
        () => false,
      )
    )
      return;
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: ${config.dataDir} holds no platform database, and DATABASE_URL is not set: nothing to check. Run the command with the server's own settings.`,
    );
  }
  const sql = connect(config.databaseUrl, { max: 1 });
  try {
    const [row] = await sql<{ found: string | null }[]>`select to_regclass('schema_migrations')::text as found`;
    if (row?.found) return;
  } finally {
    await sql.end({ timeout: 5 });
  }
  throw new ConfigError(
    'Invalid configuration:\n  DATABASE_URL: that database holds no platform (it was never migrated): nothing to check. Is it the right one?',
  );
}

/**
 * The database an operator command works on, with the server's configuration: DATABASE_URL, or
 * the embedded database in DATA_DIR (the running server's, or started for the command), with
 * migrations run, so a command may come before the server's first start.
 */
export async function openCommandDatabase(
  config: Config,
  say: (line: string) => void,
  options: { existing?: boolean } = {},
): Promise<{ sql: Sql; close: () => Promise<void> }> {
  if (options.existing) await requireExisting(config);
  const running = config.databaseUrl ? null : await runningEmbedded(config);
  if (running) return { sql: running, close: () => running.end({ timeout: 5 }) };
  const database = await openDatabase(config, say);
  return { sql: database.sql, close: () => database.close() };
}

/** Runs a command's `main` and exits with its code; a configuration error is said plainly, without a stack. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
