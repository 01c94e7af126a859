import postgres from 'postgres';

export type Sql = postgres.Sql;
/** A connection or an open transaction: query functions take either, so services can compose them. */
export type Db = postgres.Sql | postgres.TransactionSql;

export function connect(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    connection: { application_name: 'pinacoteca' },
  });
}
