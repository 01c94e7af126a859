import postgres from 'postgres';

export type Sql = postgres.Sql;
/** A connection or an open transaction: query functions take either, so services can compose them. */
export type Db = postgres.Sql | postgres.TransactionSql;

/** How long PostgreSQL lets a transaction sit idle, waiting on this process, before ending it. */
export const IDLE_IN_TRANSACTION_MS = 60_000;

export function connect(
  url: string,
  options: {
    max?: number;
    /** A Unix socket to reach the same server through instead of the URL's host and port. */
    socket?: string;
  } = {},
): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    ...(options.socket ? { path: options.socket } : {}),
    onnotice: () => undefined,
    connection: {
      application_name: 'pinacoteca',
      // A safety net, not a rule: a transaction left waiting on this process for a minute (a bug
      // reading through the pool while holding a lock, whose other waiters hold every connection)
      // is ended by PostgreSQL, its locks freed and its work rolled back, instead of hanging every
      // request until a restart. Nothing here waits that long inside a transaction on purpose.
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    },
  });
}

/**
 * Runs `work` while holding a named advisory lock of the whole server, so that processes and
 * workers doing the same work take turns. The lock is held by a connection of its own, outside
 * any transaction, so work that waits on something slow (the chain) holds no transaction open;
 * a process that dies loses its connection and with it the lock.
 */
export async function withSessionLock<T>(sql: Sql, name: string, work: () => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  try {
    await connection`select pg_advisory_lock(hashtext(${name}))`;
    return await work();
  } finally {
    await connection`select pg_advisory_unlock(hashtext(${name}))`.catch(() => undefined);
    connection.release();
  }
}
