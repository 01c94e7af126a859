import type { FeatureFlag } from '@pinacoteca/contracts/system/feature-flags';
import { FEATURE_FLAGS, type FeatureFlagName } from '@pinacoteca/contracts/enums';
import type { Db } from '../../db/client.ts';
import { notifyCatalogChanged } from '../catalog/changes.ts';

export async function listFlags(db: Db): Promise<FeatureFlag[]> {
  const rows = await db<{ name: FeatureFlagName; enabled: boolean }[]>`select name, enabled from feature_flags`;
  const byName = new Map(rows.map((r) => [r.name, r.enabled]));
  return FEATURE_FLAGS.map((name) => ({ name, enabled: byName.get(name) ?? false }));
}

/** Creates missing flags with the configured defaults; flags changed by operators are kept. */
export async function ensureFlags(db: Db, defaults: Record<FeatureFlagName, boolean>): Promise<void> {
  for (const name of FEATURE_FLAGS) {
    await db`insert into feature_flags (name, enabled) values (${name}, ${defaults[name]}) on conflict (name) do nothing`;
  }
}

/** Switches a flag for everyone at once; answers what it was. */
export async function setFlag(db: Db, name: FeatureFlagName, enabled: boolean): Promise<boolean> {
  const [before] = await db<{ enabled: boolean }[]>`select enabled from feature_flags where name = ${name} for update`;
  await db`
    insert into feature_flags (name, enabled) values (${name}, ${enabled})
    on conflict (name) do update set enabled = excluded.enabled`;
  // Public pages drawn by the server show what flags open (the tokens table's links): redraw them.
  if ((before?.enabled ?? false) !== enabled) await notifyCatalogChanged(db);
  return before?.enabled ?? false;
}
