import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';

/**
 * The catalogue's smaller SQL (decision 0054): authors, the search text, the INDEX token's row,
 * the change notice. The gallery's is in painting-queries.ts, tokens' and prices' in
 * token-queries.ts, the console editor's in editor-queries.ts.
 */

export function authorRows(
  db: Db,
  language: Language,
): Promise<{ id: string; name: unknown; life_years: string | null; image_id: string | null }[]> {
  return db<{ id: string; name: unknown; life_years: string | null; image_id: string | null }[]>`
    select id, name, life_years, image_id from authors order by name->>${language}, id`;
}

/** NOTIFY on a channel: sent when the transaction commits, dropped when it rolls back. */
export async function notify(db: Db, channel: string, payload = ''): Promise<void> {
  await db`select pg_notify(${channel}, ${payload})`;
}

/** A painting's names and its author's, in every language. */
export async function paintingAndAuthorNames(
  db: Db,
  paintingId: string,
): Promise<{ painting: unknown; author: unknown } | undefined> {
  const [row] = await db<{ painting: unknown; author: unknown }[]>`
    select p.name as painting, a.name as author
    from paintings p left join authors a on a.id = p.author_id
    where p.id = ${paintingId}`;
  return row;
}

export async function setSearchText(db: Db, paintingId: string, text: string): Promise<void> {
  await db`update paintings set search_text = ${text} where id = ${paintingId}`;
}

export async function paintingIds(db: Db): Promise<string[]> {
  return (await db<{ id: string }[]>`select id from paintings`).map((r) => r.id);
}

export async function indexTokenId(db: Db): Promise<string | undefined> {
  const [found] = await db<{ id: string }[]>`select id from tokens where kind = 'index'`;
  return found?.id;
}

export async function insertIndexToken(
  db: Db,
  token: { symbol: string; name: Record<string, string>; emission: bigint; decimals: number; iconId: string },
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into tokens (symbol, kind, name, emission, decimals, icon_image_id)
    values (${token.symbol}, 'index', ${db.json(token.name)}, ${token.emission.toString()}, ${token.decimals},
            ${token.iconId})
    returning id`;
  return row!.id;
}

/** Two processes creating INDEX at once: the second waits here, then finds it. */
export async function lockTokens(db: Db): Promise<void> {
  await db`lock table tokens in share row exclusive mode`;
}
