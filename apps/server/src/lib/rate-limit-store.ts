import type { Db, Sql } from '../db/client.ts';
import { HttpError, waitMessageKey } from './errors.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts one hit of `key` in a fixed window; returns the count so far and the window's remaining time. */
export async function countHit(db: Db, key: string, timeWindow: number): Promise<{ count: number; ttl: number }> {
  const [row] = await db<{ count: number; ttl: number }[]>`
    insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when r.window_start + ${timeWindow} * interval '1 millisecond' <= now() then 1 else r.count + 1 end,
      window_start = case when r.window_start + ${timeWindow} * interval '1 millisecond' <= now() then now() else r.window_start end
    returning count,
      greatest(0, extract(epoch from (window_start + ${timeWindow} * interval '1 millisecond' - now())) * 1000)::int as ttl`;
  return { count: row?.count ?? 1, ttl: row?.ttl ?? timeWindow };
}

/**
 * Counts one hit of each of `keys` (same window) in one statement: the counters a request goes
 * through together cost one round trip. Rows are written in key order, so two requests counting
 * the same keys never wait on each other crosswise. Answers each key's count and remaining time.
 */
export async function countHits(
  db: Db,
  keys: readonly string[],
  timeWindow: number,
): Promise<Map<string, { count: number; ttl: number }>> {
  const rows = await db<{ key: string; count: number; ttl: number }[]>`
    insert into rate_limits as r (key, window_start, count)
    select k, now(), 1 from unnest(${[...keys]}::text[]) as k order by k
    on conflict (key) do update set
      count = case when r.window_start + ${timeWindow} * interval '1 millisecond' <= now() then 1 else r.count + 1 end,
      window_start = case when r.window_start + ${timeWindow} * interval '1 millisecond' <= now() then now() else r.window_start end
    returning key, count,
      greatest(0, extract(epoch from (window_start + ${timeWindow} * interval '1 millisecond' - now())) * 1000)::int as ttl`;
  return new Map(rows.map((row) => [row.key, { count: row.count, ttl: row.ttl }]));
}

/**
 * A store for @fastify/rate-limit kept in PostgreSQL: API processes are stateless, so the
 * counters must be shared or N replicas would allow N times the limit. One upsert per request.
 */
export function postgresRateLimitStore(sql: Sql) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(sql, key, timeWindow).then(
        (result) => callback(null, { current: result.count, ttl: result.ttl }),
        (error: Error) => callback(error),
      );
    }

    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}

export function tooManyRequests(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, waitMessageKey(seconds), undefined, { 'retry-after': String(seconds) });
}

/**
 * Counts failures (or actions) of one subject whatever address they come from, and refuses past
 * `max` until the window ends. That refusal would let a stranger lock an owner out, so it is used
 * only where just the signed-in owner can fail (the current password in settings) and to cap
 * e-mails per address; sign-in and two-factor codes go through SignInGuard (decision 27).
 */
export class FailureCounter {
  constructor(
    private readonly sql: Sql,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Refuses with 429 and Retry-After when `key` already failed `max` times in the window. */
  async assertAllowed(key: string, db: Db = this.sql): Promise<void> {
    const wait = await this.waitMs(key, db);
    if (wait > 0) throw tooManyRequests(wait);
  }

  /** How long until `key` may fail again: 0 while under `max` in the window. */
  async waitMs(key: string, db: Db = this.sql): Promise<number> {
    const [row] = await db<{ count: number; ttl: number }[]>`
      select count,
        greatest(0, extract(epoch from (window_start + ${this.windowMs} * interval '1 millisecond' - now())) * 1000)::int as ttl
      from rate_limits
      where key = ${key} and window_start + ${this.windowMs} * interval '1 millisecond' > now()`;
    return row && row.count >= this.max ? Math.max(1, row.ttl) : 0;
  }

  async fail(key: string, db: Db = this.sql): Promise<void> {
    await countHit(db, key, this.windowMs);
  }

  async clear(key: string, db: Db = this.sql): Promise<void> {
    await db`delete from rate_limits where key = ${key}`;
  }

  /** Counts an action (not only failures) and refuses it past `max`, e.g. e-mails sent to one address. */
  async take(key: string, db: Db = this.sql): Promise<boolean> {
    const { count } = await countHit(db, key, this.windowMs);
    return count <= this.max;
  }
}
