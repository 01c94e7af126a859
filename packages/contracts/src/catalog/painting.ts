import { z } from 'zod';
import { LocaleQuery, Money, Quantity, Uuid, queryArray, queryBoolean, ErrorResponse } from '../common.ts';
import {
  DEFAULT_GALLERY_SORT,
  ERA_IDS,
  FRAMES,
  GALLERY_SORTS,
  GENRE_IDS,
  ORIENTATIONS,
  TECHNIC_IDS,
} from '../enums.ts';
import { Image } from './image.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NEXT_CURSOR_HEADER, decodePaintingCursor } from './page.ts';
import { PricePoint, Token } from './token.ts';
import { type Endpoint } from '../endpoint.ts';
import { wholeNumberRule } from '../rules.ts';
import { SEARCH_QUERY_MAX } from '../query.ts';

const literalUnion = <T extends readonly number[]>(values: T) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>]);

export const EraId = literalUnion(ERA_IDS);
export const GenreId = literalUnion(GENRE_IDS);
export const TechnicId = literalUnion(TECHNIC_IDS);

export const PaintingParameters = z.object({
  size: z.object({ width: z.number(), height: z.number(), unit: z.literal('cm') }),
  genre: GenreId,
  technic: TechnicId,
  eras_and_styles: z.array(EraId),
  frame: z.enum(FRAMES),
});

export const PaintingHistory = z.object({
  id: Uuid,
  year: z.int().nullable(),
  title: z.string(),
  description: z.string(),
});
export const PaintingAttribution = z.object({
  id: Uuid,
  title: z.string(),
  description: z.string(),
  date: z.iso.date().nullable(),
});
/** The token price at the end of each horizon, grown from today's price (`forecastAtHorizon`, decision 0028). */
export const PaintingForecast = z
  .object({
    current_year: Money,
    next_year: Money,
    next_two_years: Money,
  })
  .meta({
    description:
      "Forecast token price on 31 December of this year, next year and the year after, grown from today's price at the rate of the token's prediction_graph; today's price where there is no forecast",
  });
export const Investment = z.object({
  date: z.iso.datetime({ offset: true }),
  investor: z.string().meta({ description: 'Masked nickname of the investor' }),
  quantity: Quantity,
  amount: Money,
});

export const Painting = z
  .object({
    id: Uuid,
    name: z.string(),
    sale_id: z.string().nullable().meta({ description: 'Present when the whole painting can be bought' }),
    attr_description: z.string().nullable(),
    short_description: z.string(),
    full_description: z.string().meta({ description: 'Sanitised HTML' }),
    author: Uuid.nullable(),
    year: z.int().nullable(),
    ordering: z.int(),
    art_token: Token,
    parameters: PaintingParameters,
    main_image: Image,
    images: z.array(Image),
    video: z.string().nullable(),
    painting_subscriptions: z
      .array(z.object({ id: Uuid, created_at: z.iso.datetime({ offset: true }) }))
      .meta({ description: "The signed-in user's report-on-arrival subscriptions; empty for visitors" }),
    attributions: z.array(PaintingAttribution),
    histories: z.array(PaintingHistory),
    orientation: z.enum(ORIENTATIONS),
    under_attribution: z.boolean(),
    price: Money.meta({ description: 'Current token price × emission' }),
    estimated_value: Money,
    forecast: PaintingForecast,
    investors_count: z.int(),
  })
  .meta({ id: 'Painting' });
export type Painting = z.infer<typeof Painting>;

/** The painting page adds a daily price history and the latest investments. */
export const PaintingDetail = Painting.extend({
  price_history: z.array(PricePoint).meta({ description: 'Daily prices over the last year, oldest first' }),
  investments: z.array(Investment),
}).meta({ id: 'PaintingDetail' });
export type PaintingDetail = z.infer<typeof PaintingDetail>;

/**
 * An id of an enumeration in the address: plain decimal digits ("1"; never "01", "1.0" or "1e0"),
 * as every integer query parameter is written (wholeNumberRule).
 */
const enumId = <T extends z.ZodType<number, number>>(id: T) => wholeNumberRule(0, Number.MAX_SAFE_INTEGER).pipe(id);

const PageLimit = wholeNumberRule(1, MAX_PAGE_SIZE)
  .optional()
  .meta({ description: `Paintings per page, ${DEFAULT_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE}` });
const PageCursor = z
  .string()
  .max(400)
  .optional()
  .meta({ description: `Where the page starts: the \`${NEXT_CURSOR_HEADER}\` header of the page before` });

/** Gallery filter entity of SPEC §3, as query parameters of GET /api/paintings, and the page wanted. */
export const GalleryFilter = LocaleQuery.extend({
  search_query: z.string().trim().max(SEARCH_QUERY_MAX).optional(),
  buy_a_whole: queryBoolean,
  buy_a_part: queryBoolean,
  authors: queryArray(Uuid),
  genres: queryArray(enumId(GenreId)),
  technics: queryArray(enumId(TechnicId)),
  eras: queryArray(enumId(EraId)),
  sort: z.enum(GALLERY_SORTS).optional(),
  limit: PageLimit,
  cursor: PageCursor,
}).superRefine((filter, context) => {
  if (filter.cursor === undefined) return;
  const cursor = decodePaintingCursor(filter.cursor);
  // A cursor holds the keys of one sort: read under another it would skip or repeat paintings.
  if (!cursor || cursor.sort !== (filter.sort ?? DEFAULT_GALLERY_SORT)) {
    context.addIssue({ code: 'custom', path: ['cursor'], message: 'invalid_cursor', input: filter.cursor });
  }
});
export type GalleryFilter = z.infer<typeof GalleryFilter>;

/**
 * An item of GET /api/paintings: the Painting entity without what only the painting page
 * shows (the HTML description, history, attributions, and the token's price history), so the
 * gallery's answer stays small. GET /api/paintings/{uuid} carries the whole entity.
 */
export const PaintingListItem = Painting.omit({ full_description: true, histories: true, attributions: true })
  .extend({ art_token: Token.omit({ price_history: true }) })
  .meta({ id: 'PaintingListItem' });
export type PaintingListItem = z.infer<typeof PaintingListItem>;

/** GET /api/paintings: one page; the next page's cursor is in the `x-next-cursor` header (decision 0036). */
export const ListPaintingsResponse = z.array(PaintingListItem);
export type ListPaintingsResponse = z.infer<typeof ListPaintingsResponse>;

/** GET /api/paintings/{uuid} */
export const GetPaintingParams = z.object({ uuid: Uuid });
export const GetPaintingResponse = PaintingDetail;

export const listPaintings = {
  method: 'GET',
  path: '/api/paintings',
  access: 'public',
  tags: ['catalogue'],
  summary: 'Paintings of the gallery, filtered and sorted, a page at a time',
  description:
    `Answers at most \`limit\` paintings (${DEFAULT_PAGE_SIZE} by default). When more follow, the ` +
    `\`${NEXT_CURSOR_HEADER}\` header holds the \`cursor\` of the next page (with the same filter and sort) ` +
    'and `Link` its address with rel="next"; the last page has neither.',
  query: GalleryFilter,
  responses: {
    200: ListPaintingsResponse.meta({
      description: 'One page of paintings',
      // Headers are documented here for OpenAPI readers; the answer itself is a plain list.
    }),
    400: ErrorResponse,
  },
} as const satisfies Endpoint;

export const getPainting = {
  method: 'GET',
  path: '/api/paintings/:uuid',
  access: 'public',
  tags: ['catalogue'],
  summary: 'One painting with its price history and investments',
  params: GetPaintingParams,
  query: LocaleQuery,
  responses: { 200: GetPaintingResponse, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;
