import sanitizeHtml from 'sanitize-html';
import type { ForecastHorizon, Language } from '@pinacoteca/contracts/constants';
import { forecastAtHorizon, isoDay } from '@pinacoteca/contracts/forecast';
import type { GalleryFilter, Painting, PaintingDetail, PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import type { EraId, GenreId, TechnicId } from '@pinacoteca/contracts/enums';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/locale.ts';
import { centsToString, parseCents } from '../../lib/money.ts';
import { fileUrl, imageEntity } from '../media/urls.ts';
import { foldForSearch } from './search.ts';
import { loadDailyHistory, type TokenSet } from './tokens.ts';

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
}

const ALLOWED_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'em', 'strong', 'br', 'blockquote'],
  allowedAttributes: {},
};

/** Escapes LIKE wildcards so a search for "100%" means the text, not a pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function paintingRows(db: Db, filter: GalleryFilter, ids?: string[]): Promise<PaintingRow[]> {
  const where = [db`true`];
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

  const order =
    filter.sort === 'price_asc'
      ? db`(t.current_price_cents = 0), t.current_price_cents asc, p.ordering desc`
      : filter.sort === 'price_desc'
        ? db`(t.current_price_cents = 0), t.current_price_cents desc, p.ordering desc`
        : db`p.ordering desc`;
  const condition = where.reduce((acc, part) => db`${acc} and ${part}`);

  return db<PaintingRow[]>`
    select p.id, p.name, p.sale_id, p.attr_description, p.short_description, p.full_description,
           p.author_id, p.year, p.ordering, p.width_cm, p.height_cm, p.genre, p.technic, p.eras,
           p.frame, p.orientation, p.main_image_id, i.width as main_width, i.height as main_height,
           p.video_key, p.estimated_value_cents
    from paintings p
    join tokens t on t.painting_id = p.id
    join images i on i.id = p.main_image_id
    left join ledger_accounts tr on tr.token_id = t.id and tr.kind = 'treasury'
    where ${condition}
    order by ${order}, p.id`;
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

async function loadRelated(db: Db, ids: string[], language: Language, userId?: string): Promise<Related> {
  const [images, histories, attributions, investors, subscriptions] = await Promise.all([
    db<{ painting_id: string; id: string; width: number; height: number }[]>`
      select pi.painting_id, i.id, i.width, i.height
      from painting_images pi join images i on i.id = pi.image_id
      where pi.painting_id = any(${ids}::uuid[]) order by pi.position`,
    db<{ painting_id: string; id: string; year: number | null; title: unknown; description: unknown }[]>`
      select painting_id, id, year, title, description from painting_histories
      where painting_id = any(${ids}::uuid[]) order by position`,
    db<{ painting_id: string; id: string; title: unknown; description: unknown; date: string | null }[]>`
      select painting_id, id, title, description, to_char(date, 'YYYY-MM-DD') as date
      from painting_attributions where painting_id = any(${ids}::uuid[]) order by position`,
    db<{ painting_id: string; count: string }[]>`
      select t.painting_id, count(*) as count
      from ledger_accounts la join tokens t on t.id = la.token_id
      where t.painting_id = any(${ids}::uuid[]) and la.kind = 'user' and la.balance > 0
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
function forecastOf(graph: Record<string, string>, current: string, now = new Date()): Painting['forecast'] {
  const input = { today: isoDay(now), currentPrice: current, graph };
  const at = (horizon: ForecastHorizon) => forecastAtHorizon(input, horizon)?.price ?? current;
  return { current_year: at('current_year'), next_year: at('next_year'), next_two_years: at('next_two_years') };
}

function toPainting(row: PaintingRow, tokens: TokenSet, related: Related, language: Language): Painting {
  const token = tokens.byPainting.get(row.id);
  if (!token) throw new Error(`painting ${row.id} has no art token`);
  const underAttribution = token.current_price === '0.00';
  const priceCents = parseCents(token.current_price) * BigInt(token.emission);
  return {
    id: row.id,
    name: pick(row.name, language),
    sale_id: row.sale_id,
    attr_description: row.attr_description ? pick(row.attr_description, language) : null,
    short_description: pick(row.short_description, language),
    full_description: sanitizeHtml(pick(row.full_description, language), ALLOWED_HTML),
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
    price: centsToString(priceCents),
    estimated_value: centsToString(row.estimated_value_cents),
    forecast: forecastOf(token.prediction_graph, token.current_price),
    investors_count: related.investors.get(row.id) ?? 0,
  };
}

export async function listPaintings(
  db: Db,
  tokens: TokenSet,
  filter: GalleryFilter,
  language: Language,
): Promise<PaintingListItem[]> {
  const rows = await paintingRows(db, filter);
  if (rows.length === 0) return [];
  const related = await loadRelated(
    db,
    rows.map((r) => r.id),
    language,
  );
  return rows.map((row) => {
    // The painting page's parts stay out of the list (see PaintingListItem).
    const painting = toPainting(row, tokens, related, language);
    const { full_description: _description, histories: _histories, attributions: _attributions, ...item } = painting;
    const { price_history: _prices, ...token } = item.art_token;
    return { ...item, art_token: token };
  });
}

function maskName(name: string): string {
  if (name.length <= 3) return `${name[0] ?? ''}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export async function getPainting(
  db: Db,
  tokens: TokenSet,
  id: string,
  language: Language,
  userId?: string,
): Promise<PaintingDetail | null> {
  const [row] = await paintingRows(db, {}, [id]);
  if (!row) return null;
  const related = await loadRelated(db, [id], language, userId);
  const painting = toPainting(row, tokens, related, language);
  const [history, investments] = await Promise.all([
    loadDailyHistory(db, painting.art_token.id),
    db<{ created_at: Date; username: string; quantity: string; value_cents: string | null }[]>`
      select lt.created_at, u.username, e.amount as quantity, e.value_cents
      from ledger_entries e
      join ledger_accounts la on la.id = e.account_id and la.kind = 'user'
      join ledger_transactions lt on lt.id = e.transaction_id
      join users u on u.id = la.owner_id
      where e.token_id = ${painting.art_token.id} and e.amount > 0 and lt.kind in ('purchase', 'settle')
      order by lt.created_at desc
      limit 20`,
  ]);
  return {
    ...painting,
    price_history: history,
    investments: investments.map((r) => ({
      date: r.created_at.toISOString(),
      investor: maskName(r.username),
      quantity: r.quantity,
      amount: centsToString(r.value_cents ?? 0),
    })),
  };
}
