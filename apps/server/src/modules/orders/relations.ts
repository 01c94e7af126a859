import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';

/**
 * What other modules may read of orders inside their own queries, as a named relation (decision
 * 0034, as identity offers `people`): the ledger keys of settlements whose money goes back, an
 * order refunded or being refunded (`settle:<order id>`, the key the order service settles under).
 * The catalogue leaves them out of a painting's public investment history.
 *
 * Columns: `key`.
 */
export function refundedSettlements(db: Db): postgres.Fragment {
  return db`(
    select 'settle:' || id::text as key from orders where status in ('refund_pending', 'refunded'))`;
}
