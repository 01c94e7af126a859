import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';

/**
 * What the rest of the server may read of stored pictures inside its own queries (decision
 * 0034): `id`, `width` and `height` of each original. A catalogue query joins
 * `${imageSizes(db)} i` to size its pictures without naming media's table; PostgreSQL inlines it.
 */
export function imageSizes(db: Db): postgres.Fragment {
  return db`(select id, width, height from images)`;
}
