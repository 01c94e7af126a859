import { within } from '../lib/within.ts';
import type { Sql } from './client.ts';

/** How long the health check waits for the database before it counts as gone. */
const ANSWER_WITHIN_MS = 2_000;

/** Whether the database answers a trivial query in time (the health check's question). */
export async function databaseAnswers(sql: Sql): Promise<boolean> {
  return within(sql`select 1`, ANSWER_WITHIN_MS).then(
    () => true,
    () => false,
  );
}
