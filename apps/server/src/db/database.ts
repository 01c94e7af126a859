import type { Config } from '../config.ts';
import { connect, type Sql } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrate } from './migrate.ts';
import { installJobQueue } from '../jobs/queue.ts';

export interface Database {
  sql: Sql;
  url: string;
  embedded: boolean;
  /** False once the embedded PostgreSQL is gone (always true for an outside database). */
  running(): boolean;
  close(): Promise<void>;
}

/** The outside database when DATABASE_URL is set, otherwise the embedded one; migrated, with the job queue's schema. */
export async function openDatabase(
  config: Config,
  log: (line: string) => void,
  /** The embedded PostgreSQL stopped under the server (see `startEmbeddedPostgres`). */
  onLost?: () => void,
): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let running = () => true;
  let socket: string | undefined;
  if (!url) {
    log(`starting the embedded PostgreSQL (data in ${config.dataDir}/pg)`);
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      say: log,
      ...(onLost ? { onLost } : {}),
    });
    url = embedded.url;
    socket = embedded.socket;
    stopEmbedded = embedded.stop;
    running = embedded.running;
  }
  const sql = connect(url, { socket });
  try {
    await sql`select 1`;
  } catch (error) {
    await stopEmbedded?.();
    throw new Error(`Cannot connect to the database: ${(error as Error).message}`, { cause: error });
  }
  const applied = await migrate(sql);
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  // Before any request can add a job: orders and messages add theirs in their own transactions.
  await installJobQueue(sql, url);
  return {
    sql,
    url,
    embedded: stopEmbedded !== null,
    running,
    async close() {
      await sql.end({ timeout: 5 });
      await stopEmbedded?.();
    },
  };
}
