import postgres from 'postgres';

export type Sql = postgres.Sql;
/** A connection or an open transaction: query functions take either, so services can compose them. */
export type Db = postgres.Sql | postgres.TransactionSql;

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
    connection: { application_name: 'pinacoteca' },
  });
}
