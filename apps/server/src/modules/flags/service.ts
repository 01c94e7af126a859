import type { FeatureFlag } from '@pinacoteca/contracts/system/feature-flags';
import { FEATURE_FLAGS, type FeatureFlagName } from '@pinacoteca/contracts/enums';
import type { Db } from '../../db/client.ts';
import { notifyCatalogChanged } from '../catalog/changes.ts';
import { flagRows, insertFlagIfMissing, writeFlag } from './queries.ts';

export async function listFlags(db: Db): Promise<FeatureFlag[]> {
  const byName = new Map((await flagRows(db)).map((r) => [r.name, r.enabled]));
  return FEATURE_FLAGS.map((name) => ({ name, enabled: byName.get(name) ?? false }));
}

/** Creates missing flags with the configured defaults; flags changed by operators are kept. */
export async function ensureFlags(db: Db, defaults: Record<FeatureFlagName, boolean>): Promise<void> {
  for (const name of FEATURE_FLAGS) await insertFlagIfMissing(db, name, defaults[name]);
}

/** Switches a flag for everyone at once; answers what it was. */
export async function setFlag(db: Db, name: FeatureFlagName, enabled: boolean): Promise<boolean> {
  const before = await writeFlag(db, name, enabled);
  // Public pages drawn by the server show what flags open (the tokens table's links): redraw them.
  if (before !== enabled) await notifyCatalogChanged(db, 'structure');
  return before;
}
