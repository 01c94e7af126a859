import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';

/**
 * What the rest of the server may read of people's painting requests inside its own queries
 * (decision 0034): the painting page shows whether the signed-in visitor asked to be told when
 * a painting's tokens are on sale, without naming this module's table.
 *
 * Columns: `id`, `painting_id`, `user_id`, `created_at`.
 */
export function paintingSubscriptions(db: Db): postgres.Fragment {
  return db`(select id, painting_id, user_id, created_at from painting_subscriptions)`;
}
