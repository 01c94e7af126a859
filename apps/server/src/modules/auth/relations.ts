import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';

/**
 * What the rest of the server may read of the people behind accounts inside its own queries, as a
 * named relation with stated columns (decision 0034), the way the ledger offers its treasuries: a
 * query joins `${people(db)} u` as it would a view, and the table with its secrets (password
 * hashes, two-factor secrets) stays identity's. PostgreSQL inlines the subquery, so the join
 * costs what joining the table did.
 *
 * Columns: `id`, `email`, `username`, `language`, `referred_by`, `created_at`,
 * `email_confirmed_at`, `removed_at`, `erased_at`, `kyc_verified_at` (set when identity
 * verification is approved), `blocked_at` (set while an operator has the account blocked).
 */
export function people(db: Db): postgres.Fragment {
  return db`(
    select id, email, username, language, referred_by, created_at, email_confirmed_at, removed_at, erased_at,
           kyc_verified_at, blocked_at
    from users)`;
}
