import type postgres from 'postgres';
import type { Language } from '@pinacoteca/contracts/constants';
import type { GalleryFilter } from '@pinacoteca/contracts/catalog/painting';
import type { PaintingCursor } from '@pinacoteca/contracts/catalog/page';
import { DEFAULT_GALLERY_SORT } from '@pinacoteca/contracts/enums';
import type { EraId, GenreId, TechnicId } from '@pinacoteca/contracts/enums';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/locale.ts';
import { people } from '../auth/relations.ts';
import { holdingMovements, holdings, treasuries } from '../ledger/relations.ts';
import { imageSizes } from '../media/relations.ts';
import { paintingSubscriptions } from '../painting-requests/relations.ts';
import { foldForSearch } from './search.ts';

/**
 * The gallery's and the painting page's SQL (decision 0054): tables `paintings`,
 * `painting_images`, `painting_histories`, `painting_attributions`, with each painting's token,
 * treasury and pictures, filtered and keyset-paged as the gallery asks.
 */

export interface PaintingRow {
  id: string;
  name: unknown;
  sale_id: string | null;
  attr_description: unknown;
  short_description: unknown;
  full_description: unknown;
  author_id: string | null;
  year: number | null;
  ordering: number;
  width_cm: string;
  height_cm: string;
  genre: GenreId;
  technic: TechnicId;
  eras: EraId[];
  frame: 'with' | 'without';
  orientation: 'landscape' | 'portrait';
  main_image_id: string;
  main_width: number;
  main_height: number;
  video_key: string | null;
  estimated_value_cents: string;
  token_id: string;
  token_symbol: string;
  token_name: unknown;
  base_price_cents: string;
  current_price_cents: string;
  emission: string;
  decimals: number;
  prediction_graph: Record<string, number>;
  available: string;
  icon_image_id: string | null;
}

/** Escapes LIKE wildcards so a search for "100%" means the text, not a pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Fragment = postgres.PendingQuery<postgres.Row[]>;
/** One key of the sort, with the value the cursor holds for it (unused without a cursor). */
type SortKey = { expression: Fragment; descending: boolean; value: Fragment };

/** The sort of the gallery as keys, first to last tie-breaker; `cursor` gives the values to start after. */
function sortKeys(db: Db, filter: GalleryFilter, cursor?: PaintingCursor): SortKey[] {
  const sort = filter.sort ?? DEFAULT_GALLERY_SORT;
  const price = cursor?.price ?? '0';
  // Paintings under attribution (price 0) come last in either price order.
  const byPrice: SortKey[] =
    sort === 'recommended_asc'
      ? []
      : [
          { expression: db`(t.current_price_cents = 0)`, descending: false, value: db`${price === '0'}::boolean` },
          { expression: db`t.current_price_cents`, descending: sort === 'price_desc', value: db`${price}::bigint` },
        ];
  return [
    ...byPrice,
    { expression: db`p.ordering`, descending: true, value: db`${cursor?.ordering ?? 0}::int` },
    {
      expression: db`p.id`,
      descending: false,
      value: db`${cursor?.id ?? '00000000-0000-0000-0000-000000000000'}::uuid`,
    },
  ];
}

/** Rows after the cursor's in the sort order: (a, b) follows (x, y) when a follows x, or a = x and b follows y. */
function afterCondition(db: Db, [key, ...rest]: SortKey[]): Fragment {
  if (!key) return db`false`;
  const follows = key.descending ? db`${key.expression} < ${key.value}` : db`${key.expression} > ${key.value}`;
  if (rest.length === 0) return follows;
  return db`(${follows} or (${key.expression} = ${key.value} and ${afterCondition(db, rest)}))`;
}

interface RowsOptions {
  ids?: string[];
  /** The painting page reads the full description; lists leave it (the largest text) unread. */
  detail?: boolean;
  /** Rows to read; all when absent. */
  limit?: number;
  after?: PaintingCursor;
}

export async function paintingRows(
  db: Db,
  filter: GalleryFilter,
  { ids, detail = false, limit, after }: RowsOptions = {},
): Promise<PaintingRow[]> {
  // Every painting's token is an art token; saying so lets the price sorts use their partial indexes.
  const where = [db`t.kind = 'art'`];
  if (ids) where.push(db`p.id = any(${ids}::uuid[])`);
  if (filter.search_query) {
    where.push(db`p.search_text like ${likePattern(foldForSearch(filter.search_query))}`);
  }
  // Both purchase kinds form one dimension: either may match.
  if (filter.buy_a_whole && filter.buy_a_part) {
    where.push(db`(p.sale_id is not null or (t.current_price_cents > 0 and coalesce(tr.balance, 0) > 0))`);
  } else if (filter.buy_a_whole) {
    where.push(db`p.sale_id is not null`);
  } else if (filter.buy_a_part) {
    where.push(db`t.current_price_cents > 0 and coalesce(tr.balance, 0) > 0`);
  }
  if (filter.authors?.length) where.push(db`p.author_id = any(${filter.authors}::uuid[])`);
  if (filter.genres?.length) where.push(db`p.genre = any(${filter.genres}::smallint[])`);
  if (filter.technics?.length) where.push(db`p.technic = any(${filter.technics}::smallint[])`);
  if (filter.eras?.length) where.push(db`p.eras && ${filter.eras}::smallint[]`);

  const keys = sortKeys(db, filter, after);
  if (after) where.push(afterCondition(db, keys));
  const order = keys
    .map((key) => (key.descending ? db`${key.expression} desc` : db`${key.expression} asc`))
    .reduce((acc, part) => db`${acc}, ${part}`);
  const condition = where.reduce((acc, part) => db`${acc} and ${part}`);

  return db<PaintingRow[]>`
    select p.id, p.name, p.sale_id, p.attr_description, p.short_description,
           ${detail ? db`p.full_description` : db`null as full_description`},
           p.author_id, p.year, p.ordering, p.width_cm, p.height_cm, p.genre, p.technic, p.eras,
           p.frame, p.orientation, p.main_image_id, i.width as main_width, i.height as main_height,
           p.video_key, p.estimated_value_cents,
           t.id as token_id, t.symbol as token_symbol, t.name as token_name, t.base_price_cents,
           t.current_price_cents, t.emission, t.decimals, t.prediction_graph,
           coalesce(tr.balance, 0) as available, coalesce(t.icon_image_id, p.main_image_id) as icon_image_id
    from paintings p
    join tokens t on t.painting_id = p.id
    join ${imageSizes(db)} i on i.id = p.main_image_id
    left join ${treasuries(db)} tr on tr.token_id = t.id
    where ${condition}
    order by ${order}
    ${limit === undefined ? db`` : db`limit ${limit}`}`;
}

/** What the cards and the painting page show besides the painting's row; `detail` adds the page's own parts. */
export async function relatedRows(db: Db, ids: string[], { detail, userId }: { detail: boolean; userId?: string }) {
  const [images, histories, attributions, investors, subscriptions] = await Promise.all([
    db<{ painting_id: string; id: string; width: number; height: number }[]>`
      select pi.painting_id, i.id, i.width, i.height
      from painting_images pi join ${imageSizes(db)} i on i.id = pi.image_id
      where pi.painting_id = any(${ids}::uuid[]) order by pi.position`,
    detail
      ? db<{ painting_id: string; id: string; year: number | null; title: unknown; description: unknown }[]>`
          select painting_id, id, year, title, description from painting_histories
          where painting_id = any(${ids}::uuid[]) order by position`
      : Promise.resolve([]),
    detail
      ? db<{ painting_id: string; id: string; title: unknown; description: unknown; date: string | null }[]>`
          select painting_id, id, title, description, to_char(date, 'YYYY-MM-DD') as date
          from painting_attributions where painting_id = any(${ids}::uuid[]) order by position`
      : Promise.resolve([]),
    db<{ painting_id: string; count: string }[]>`
      select t.painting_id, count(*) as count
      from ${holdings(db)} h join tokens t on t.id = h.token_id
      where t.painting_id = any(${ids}::uuid[]) and h.balance > 0
      group by t.painting_id`,
    userId
      ? db<{ painting_id: string; id: string; created_at: Date }[]>`
          select painting_id, id, created_at from ${paintingSubscriptions(db)} s
          where user_id = ${userId} and painting_id = any(${ids}::uuid[])`
      : Promise.resolve([]),
  ]);
  return { images, histories, attributions, investors, subscriptions };
}

/** The latest 20 purchases of a token, with the buyers' nicknames. */
export function recentInvestments(
  db: Db,
  tokenId: string,
): Promise<{ created_at: Date; username: string; quantity: string; value_cents: string | null }[]> {
  return db<{ created_at: Date; username: string; quantity: string; value_cents: string | null }[]>`
    select m.created_at, u.username, m.amount as quantity, m.value_cents
    from ${holdingMovements(db)} m
    join ${people(db)} u on u.id = m.owner_id
    where m.token_id = ${tokenId} and m.amount > 0 and m.kind in ('purchase', 'settle')
    order by m.created_at desc
    limit 20`;
}

/** Paintings' names in one language, for other modules' lists (the console's inbox). */
export async function paintingNames(db: Db, ids: readonly string[], language: Language): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db<{ id: string; name: unknown }[]>`
    select id, name from paintings where id = any(${unique}::uuid[])`;
  return new Map(rows.map((r) => [r.id, pick(r.name, language)]));
}

/** When each painting was added to the catalogue (the sitemap's last-modified dates). */
export async function paintingDates(db: Db): Promise<Map<string, Date>> {
  const rows = await db<{ id: string; created_at: Date }[]>`select id, created_at from paintings`;
  return new Map(rows.map((r) => [r.id, r.created_at]));
}
