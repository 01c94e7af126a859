import type { Db, Sql } from '../../db/client.ts';
import { notify } from './queries.ts';

const CHANNEL = 'catalog_changed';

/**
 * What changed: `figures` (what is left, prices: a page drawn before shows the same things with
 * other numbers) or `structure` (feature flags, the console's catalogue editing: a page drawn
 * before may show other things, such as buttons a flag opens, so it must not be served again).
 */
export type CatalogChange = 'figures' | 'structure';

/**
 * Tells every API process that catalogue answers are stale. NOTIFY is transactional: sent on
 * commit, dropped on rollback, so callers issue it inside the transaction that changed the data.
 */
export async function notifyCatalogChanged(db: Db, change: CatalogChange = 'figures'): Promise<void> {
  await notify(db, CHANNEL, change);
}

/**
 * Calls `onChange` on every change any process notifies; also when listening (re)starts, as
 * `structure`, since whatever happened while the connection was down is unknown.
 */
export async function listenCatalogChanges(
  sql: Sql,
  onChange: (change: CatalogChange) => void,
): Promise<() => Promise<void>> {
  const { unlisten } = await sql.listen(
    CHANNEL,
    (payload) => onChange(payload === 'structure' ? 'structure' : 'figures'),
    () => onChange('structure'),
  );
  return unlisten;
}
