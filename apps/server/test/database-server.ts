import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

/**
 * The PostgreSQL server the tests run on: DATABASE_URL when given (CI proves the suite on an
 * outside server too), otherwise an embedded one in a temporary folder, tuned for speed.
 */
export async function testDatabaseServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    return { adminUrl: process.env.DATABASE_URL, stop: async () => undefined };
  }
  const dataDir = path.join(os.tmpdir(), `pinacoteca-test-pg-${process.pid}`);
  const port = 55000 + (process.pid % 5000);
  const server = await startEmbeddedPostgres({ dataDir, port, fast: true });
  return {
    adminUrl: server.url,
    stop: async () => {
      await server.stop();
      const fs = await import('node:fs/promises');
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same server, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
