import sanitizeHtml from 'sanitize-html';
import type { ForecastHorizon, Language } from '@pinacoteca/contracts/constants';
import { forecastAtHorizon, isoDay } from '@pinacoteca/contracts/forecast';
import type { Painting, PaintingDetail, PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { formatCents, parseUsd } from '@pinacoteca/contracts/money';
import { isUnderAttribution } from '@pinacoteca/contracts/token-rules';
import type { Db } from '../../db/client.ts';
import { pick } from '../../lib/locale.ts';
import { fileUrl, imageEntity } from '../media/urls.ts';
import { paintingRows, recentInvestments, relatedRows, type PaintingRow } from './painting-queries.ts';
import { artTokenOf, loadDailyHistory, loadWeeklyHistory, type TokenRow } from './tokens.ts';

export { paintingDates, paintingNames } from './painting-queries.ts';

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

/** What the painting page shows besides the painting's row. */
async function loadRelated(db: Db, ids: string[], language: Language, userId?: string): Promise<Related> {
  const { images, histories, attributions, investors, subscriptions } = await relatedRows(db, ids, { userId });
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

/**
 * A card of the gallery: the painting without the painting page's parts (see PaintingListItem),
 * from its row, its pictures and its number of investors.
 */
export function listItem(
  row: PaintingRow,
  images: ReturnType<typeof imageEntity>[],
  investors: number,
  language: Language,
): PaintingListItem {
  const related: Related = {
    images: new Map([[row.id, images]]),
    histories: new Map(),
    attributions: new Map(),
    investors: new Map([[row.id, investors]]),
    subscriptions: new Map(),
  };
  const painting = toPainting(row, artTokenOf(tokenRowOf(row), language, []), related, language);
  const { full_description: _description, histories: _histories, attributions: _attributions, ...item } = painting;
  const { price_history: _prices, ...token } = item.art_token;
  return { ...item, art_token: token };
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
  const [row] = await paintingRows(db, { ids: [id], detail: true });
  if (!row) return null;
  const [related, weekly] = await Promise.all([
    loadRelated(db, [id], language, userId),
    loadWeeklyHistory(db, row.token_id),
  ]);
  const painting = toPainting(row, artTokenOf(tokenRowOf(row), language, weekly), related, language);
  const [history, investments] = await Promise.all([
    loadDailyHistory(db, painting.art_token.id),
    recentInvestments(db, painting.art_token.id),
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
