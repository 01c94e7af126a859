import type { Db } from '../../db/client.ts';
import { paintingAndAuthorNames, setSearchText } from './queries.ts';

/**
 * Case folding for search, done here rather than in SQL: PostgreSQL's lower() and ILIKE fold
 * only ASCII under the C locale (the embedded database's), so Cyrillic names would not match.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('und').replace(/ё/g, 'е').trim();
}

/** Recomputes a painting's search text from its names and its author's names in every language. */
export async function refreshSearchText(db: Db, paintingId: string): Promise<void> {
  const row = await paintingAndAuthorNames(db, paintingId);
  if (!row) return;
  const texts = [row.painting, row.author].flatMap((n) =>
    n && typeof n === 'object' ? Object.values(n as Record<string, unknown>) : [],
  );
  const folded = foldForSearch(texts.filter((t): t is string => typeof t === 'string').join(' \u241f '));
  await setSearchText(db, paintingId, folded);
}
