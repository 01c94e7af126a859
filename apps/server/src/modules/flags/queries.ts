import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import type { Db } from '../../db/client.ts';

/** The feature flags' SQL (decision 0054): table `feature_flags`. */

export function flagRows(db: Db): Promise<{ name: FeatureFlagName; enabled: boolean }[]> {
  return db<{ name: FeatureFlagName; enabled: boolean }[]>`select name, enabled from feature_flags`;
}

/** Creates a flag with its default unless it exists (an operator's change is kept). */
export async function insertFlagIfMissing(db: Db, name: FeatureFlagName, enabled: boolean): Promise<void> {
  await db`insert into feature_flags (name, enabled) values (${name}, ${enabled}) on conflict (name) do nothing`;
}

/** Sets a flag; answers what it was (false when it did not exist). */
export async function writeFlag(db: Db, name: FeatureFlagName, enabled: boolean): Promise<boolean> {
  const [before] = await db<{ enabled: boolean }[]>`select enabled from feature_flags where name = ${name} for update`;
  await db`
    insert into feature_flags (name, enabled) values (${name}, ${enabled})
    on conflict (name) do update set enabled = excluded.enabled`;
  return before?.enabled ?? false;
}
