import type postgres from 'postgres';
import sanitizeHtml from 'sanitize-html';
import type { ForecastHorizon, Language } from '@pinacoteca/contracts/constants';
import { forecastAtHorizon, isoDay } from '@pinacoteca/contracts/forecast';
import type { GalleryFilter, Painting, PaintingDetail, PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { decodePaintingCursor, encodePaintingCursor, type PaintingCursor } from '@pinacoteca/contracts/catalog/page';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { DEFAULT_GALLERY_SORT } from '@pinacoteca/contracts/enums';
import type { EraId, GenreId, TechnicId } from '@pinacoteca/contracts/enums';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import { isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import type { Db } from '../../db/client.ts';
import { holdingMovements, holdings, treasuries } from '../ledger/relations.ts';
import { pick } from '../../lib/locale.ts';
import { fileUrl, imageEntity } from '../media/urls.ts';
import { foldForSearch } from './search.ts';
import { artTokenOf, loadDailyHistory, loadWeeklyHistory, type TokenRow } from './tokens.ts';
import { people } from '../auth/relations.ts';
import { imageSizes } from '../media/relations.ts';

interface PaintingRow {
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

function tokenRowOf(row: PaintingRow): TokenRow {
  return {
    id: row.token_id,
    symbol: row.token_symbol,
    kind: 'art',
    painting_id: row.id,
    name: row.token_name,
    base_price_cents: row.base_price_cents,
    current_price_cents: row.current_price_cents,
    emission: row.emission,
    decimals: row.decimals,
    prediction_graph: row.prediction_graph,
    available: row.available,
    icon_image_id: row.icon_image_id,
  };
}

const ALLOWED_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'em', 'strong', 'br', 'blockquote'],
  allowedAttributes: {},
};

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

async function paintingRows(
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

interface Related {
  images: Map<string, ReturnType<typeof imageEntity>[]>;
  histories: Map<string, Painting['histories']>;
  attributions: Map<string, Painting['attributions']>;
  investors: Map<string, number>;
  subscriptions: Map<string, Painting['painting_subscriptions']>;
}

function group<T>(rows: (T & { painting_id: string })[], map: (row: T) => unknown) {
  const result = new Map<string, unknown[]>();
  for (const row of rows) {
    const list = result.get(row.painting_id) ?? [];
    list.push(map(row));
    result.set(row.painting_id, list);
  }
  return result;
}

/** What the cards and the painting page show besides the painting's row; `detail` adds the page's own parts. */
async function loadRelated(
  db: Db,
  ids: string[],
  language: Language,
  { detail, userId }: { detail: boolean; userId?: string },
): Promise<Related> {
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
          select painting_id, id, created_at from painting_subscriptions
          where user_id = ${userId} and painting_id = any(${ids}::uuid[])`
      : Promise.resolve([]),
  ]);
  return {
    images: group(images, (r) => imageEntity(r.id, r.width, r.height)) as Related['images'],
    histories: group(histories, (r) => ({
      id: r.id,
      year: r.year,
      title: pick(r.title, language),
      description: pick(r.description, language),
    })) as Related['histories'],
    attributions: group(attributions, (r) => ({
      id: r.id,
      title: pick(r.title, language),
      description: pick(r.description, language),
      date: r.date,
    })) as Related['attributions'],
    investors: new Map(investors.map((r) => [r.painting_id, Number(r.count)])),
    subscriptions: group(subscriptions, (r) => ({
      id: r.id,
      created_at: r.created_at.toISOString(),
    })) as Related['subscriptions'],
  };
}

/**
 * Forecast price at the end of this year, next year and the year after, anchored to today's price
 * (decision 0028); today's price where there is no forecast.
 */
/**
 * Forecasts already worked out, by day, price and forecast graph: each is a curve over up to two
 * years, and a gallery page asks for 24 of them, mostly the same tokens' again and again. Emptied
 * when full (a new day or a price change makes new keys).
 */
const forecasts = new Map<string, Painting['forecast']>();
const MAX_FORECASTS = 20_000;

function forecastOf(graph: Record<string, string>, current: string, now = new Date()): Painting['forecast'] {
  const today = isoDay(now);
  const key = `${today}|${current}|${JSON.stringify(graph)}`;
  const known = forecasts.get(key);
  if (known) return known;
  const input = { today, currentPrice: current, graph };
  const at = (horizon: ForecastHorizon) => forecastAtHorizon(input, horizon)?.price ?? current;
  const forecast = {
    current_year: at('current_year'),
    next_year: at('next_year'),
    next_two_years: at('next_two_years'),
  };
  if (forecasts.size >= MAX_FORECASTS) forecasts.clear();
  forecasts.set(key, Object.freeze(forecast));
  return forecast;
}

function toPainting(row: PaintingRow, token: Token, related: Related, language: Language): Painting {
  const underAttribution = isUnderAttribution(token);
  const priceCents = parseUsd(token.current_price) * BigInt(token.emission);
  return {
    id: row.id,
    name: pick(row.name, language),
    sale_id: row.sale_id,
    attr_description: row.attr_description ? pick(row.attr_description, language) : null,
    short_description: pick(row.short_description, language),
    // Lists leave the description unread (see PaintingListItem): nothing to sanitise.
    full_description: row.full_description ? sanitizeHtml(pick(row.full_description, language), ALLOWED_HTML) : '',
    author: row.author_id,
    year: row.year,
    ordering: row.ordering,
    art_token: token,
    parameters: {
      size: { width: Number(row.width_cm), height: Number(row.height_cm), unit: 'cm' },
      genre: row.genre,
      technic: row.technic,
      eras_and_styles: row.eras,
      frame: row.frame,
    },
    main_image: imageEntity(row.main_image_id, row.main_width, row.main_height),
    images: related.images.get(row.id) ?? [],
    video: row.video_key ? fileUrl(row.video_key) : null,
    painting_subscriptions: related.subscriptions.get(row.id) ?? [],
    attributions: related.attributions.get(row.id) ?? [],
    histories: related.histories.get(row.id) ?? [],
    orientation: row.orientation,
    under_attribution: underAttribution,
    price: formatCents(priceCents),
    estimated_value: formatCents(row.estimated_value_cents),
    forecast: forecastOf(token.prediction_graph, token.current_price),
    investors_count: related.investors.get(row.id) ?? 0,
  };
}

/** A page of the gallery and the cursor of the page after it (null on the last page). */
export interface PaintingPage {
  items: PaintingListItem[];
  next: string | null;
}

/**
 * The gallery's paintings for a filter (SPEC §5), a page of `limit` after `filter.cursor`, or all
 * of them when `limit` is absent (server-side readers such as the sitemap).
 */
export async function listPaintings(
  db: Db,
  filter: GalleryFilter,
  language: Language,
  limit?: number,
): Promise<PaintingPage> {
  const after = filter.cursor === undefined ? undefined : (decodePaintingCursor(filter.cursor) ?? undefined);
  // One row more than the page tells whether a next page exists without counting.
  const read = await paintingRows(db, filter, { limit: limit === undefined ? undefined : limit + 1, after });
  const rows = limit === undefined ? read : read.slice(0, limit);
  const last = rows.at(-1);
  const next =
    limit !== undefined && read.length > limit && last
      ? encodePaintingCursor({
          sort: filter.sort ?? DEFAULT_GALLERY_SORT,
          price: (filter.sort ?? DEFAULT_GALLERY_SORT) === 'recommended_asc' ? null : last.current_price_cents,
          ordering: last.ordering,
          id: last.id,
        })
      : null;
  if (rows.length === 0) return { items: [], next };
  const related = await loadRelated(
    db,
    rows.map((r) => r.id),
    language,
    { detail: false },
  );
  const items = rows.map((row) => {
    // The painting page's parts stay out of the list (see PaintingListItem).
    const painting = toPainting(row, artTokenOf(tokenRowOf(row), language, []), related, language);
    const { full_description: _description, histories: _histories, attributions: _attributions, ...item } = painting;
    const { price_history: _prices, ...token } = item.art_token;
    return { ...item, art_token: token };
  });
  return { items, next };
}

function maskName(name: string): string {
  if (name.length <= 3) return `${name[0] ?? ''}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export async function getPainting(
  db: Db,
  id: string,
  language: Language,
  userId?: string,
): Promise<PaintingDetail | null> {
  const [row] = await paintingRows(db, {}, { ids: [id], detail: true });
  if (!row) return null;
  const [related, weekly] = await Promise.all([
    loadRelated(db, [id], language, { detail: true, userId }),
    loadWeeklyHistory(db, row.token_id),
  ]);
  const painting = toPainting(row, artTokenOf(tokenRowOf(row), language, weekly), related, language);
  const [history, investments] = await Promise.all([
    loadDailyHistory(db, painting.art_token.id),
    db<{ created_at: Date; username: string; quantity: string; value_cents: string | null }[]>`
      select m.created_at, u.username, m.amount as quantity, m.value_cents
      from ${holdingMovements(db)} m
      join ${people(db)} u on u.id = m.owner_id
      where m.token_id = ${painting.art_token.id} and m.amount > 0 and m.kind in ('purchase', 'settle')
      order by m.created_at desc
      limit 20`,
  ]);
  return {
    ...painting,
    price_history: history,
    investments: investments.map((r) => ({
      date: r.created_at.toISOString(),
      investor: maskName(r.username),
      quantity: r.quantity,
      amount: formatCents(r.value_cents ?? 0),
    })),
  };
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
