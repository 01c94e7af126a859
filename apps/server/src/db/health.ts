import type { Sql } from './client.ts';

/** How long the health check waits for the database before it counts as gone. */
const ANSWER_WITHIN_MS = 2_000;

/** Whether the database answers a trivial query in time (the health check's question). */
export async function databaseAnswers(sql: Sql): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ANSWER_WITHIN_MS);
  });
  const asked = sql`select 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}
