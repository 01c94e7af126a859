/**
 * Adds paintings in bulk to a seeded database, for the catalogue-at-scale bench (bench/catalogue-scale.ts):
 *   DATABASE_URL=postgres://… node --import tsx apps/server/src/db/seed/seed-many.ts 10000
 * Tops the art tokens up to the number given; running it again adds nothing.
 */
import { connect } from '../client.ts';
import { seedManyPaintings } from './many.ts';

const target = Number(process.argv[2]);
const url = process.env.DATABASE_URL;
if (!url || !Number.isSafeInteger(target) || target < 1) {
  console.error('usage: DATABASE_URL=… seed-many.ts <paintings in all>');
  process.exit(2);
}
const sql = connect(url, { max: 2 });
try {
  const [row] = await sql<{ count: string }[]>`select count(*) from tokens where kind = 'art'`;
  const missing = target - Number(row?.count ?? 0);
  if (missing > 0) await seedManyPaintings(sql, missing);
  console.log(`${Math.max(missing, 0)} paintings added, ${Math.max(target, Number(row?.count ?? 0))} in all`);
} finally {
  await sql.end({ timeout: 5 });
}
