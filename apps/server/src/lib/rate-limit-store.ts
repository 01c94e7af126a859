import type { Sql } from '../db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit kept in PostgreSQL: API processes are stateless, so the
 * counters must be shared or N replicas would allow N times the limit. One upsert per request.
 */
export function postgresRateLimitStore(sql: Sql) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      sql<{ count: number; ttl: number }[]>`
        insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when r.window_start + ${timeWindow} * interval '1 millisecond' <= now() then 1 else r.count + 1 end,
          window_start = case when r.window_start + ${timeWindow} * interval '1 millisecond' <= now() then now() else r.window_start end
        returning count,
          greatest(0, extract(epoch from (window_start + ${timeWindow} * interval '1 millisecond' - now())) * 1000)::int as ttl`.then(
        ([row]) => callback(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow }),
        (error: Error) => callback(error),
      );
    }

    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}
