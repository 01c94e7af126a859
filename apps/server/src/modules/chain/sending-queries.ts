import type { Db } from '../../db/client.ts';

/**
 * The rows that send one treasury transfer exactly once (decisions 0045, 0047, 0065) keep it in the
 * same columns: `signed_tx`, `signature`, `blockhash`, and the counts `signings` and `sends`.
 */
export type SendingTable = 'withdrawals' | 'sales' | 'treasury_returns';

/** Stores a newly signed transaction before it is sent (exactly once, decision 0045). */
export async function storeSignedTransaction(
  db: Db,
  table: SendingTable,
  id: string,
  signed: { wire: string; signature: string; blockhash: string },
): Promise<void> {
  await db`
    update ${db(table)} set signed_tx = ${signed.wire}, signature = ${signed.signature},
           blockhash = ${signed.blockhash}, signings = signings + 1
    where id = ${id}`;
}

/** One more send of the stored transaction (the first one's time kept). */
export async function countSend(db: Db, table: SendingTable, id: string): Promise<void> {
  await db`update ${db(table)} set sends = sends + 1, sent_at = coalesce(sent_at, now()) where id = ${id}`;
}
