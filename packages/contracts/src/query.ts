/**
 * Query-string conventions without the schema library, so pages that read their address on
 * first paint (the gallery) need not download it. `common.ts` builds its schemas on these.
 */

/** true, 1, on are true; false, 0, off are false; anything else is not a boolean. */
export function parseQueryBoolean(value: string): boolean | undefined {
  const v = value.toLowerCase();
  if (v === 'true' || v === '1' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 'off') return false;
  return undefined;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The Gallery's search text is at most this long (GET /api/paintings `search_query`, the search box). */
export const SEARCH_QUERY_MAX = 200;
