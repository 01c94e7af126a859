import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';

/**
 * What other modules may read of withdrawals and sales inside their own queries, as named
 * relations with stated columns (decision 0034), as the ledger's and identity's relations are.
 */
type Relation = postgres.Fragment;

/**
 * Tokens a person asked to take out that have not left for good yet: withdrawals waiting for an
 * operator or being sent, sales waiting for an operator. `user_id`, `requested_at`. The referral
 * programme holds a bonus while one of these from its buyer could still take it back (decision 0067).
 */
export function pendingOutflows(db: Db): Relation {
  return db`(
    select user_id, created_at as requested_at from withdrawals where status in ('awaiting_approval', 'processing')
    union all
    select user_id, created_at as requested_at from sales where status = 'awaiting_approval'
  )`;
}
