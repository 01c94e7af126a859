import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from './client.ts';
import { migrationsDir } from '../paths.ts';

/**
 * Applies `migrations/NNN_name.sql` in order, each in its own transaction, recording them in
 * `schema_migrations`. A lock row serialises replicas that start at once.
 */
export async function migrate(sql: Sql, dir = migrationsDir): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`;
  const files = (await fs.readdir(dir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`lock table schema_migrations in exclusive mode`;
    const done = new Set((await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    }
  });
  return applied;
}
