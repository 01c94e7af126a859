import type { Db, Sql } from '../../db/client.ts';
import { notify } from './queries.ts';

const CHANNEL = 'catalog_changed';

/**
 * Tells every API process that catalogue answers are stale. NOTIFY is transactional: sent on
 * commit, dropped on rollback, so callers issue it inside the transaction that changed the data.
 */
export async function notifyCatalogChanged(db: Db): Promise<void> {
  await notify(db, CHANNEL);
}

export async function listenCatalogChanges(sql: Sql, onChange: () => void): Promise<() => Promise<void>> {
  const { unlisten } = await sql.listen(CHANNEL, onChange, onChange);
  return unlisten;
}
