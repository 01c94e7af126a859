import { z } from 'zod';
import { decimalNumberRule, textField, usdRule, wholeNumberRule } from '../rules.ts';
import { TOKENS_PER_PAINTING } from '../constants.ts';
import { ERA_IDS, FRAMES, GENRE_IDS, ORIENTATIONS, TECHNIC_IDS } from '../enums.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * The highest price of one art token the console accepts: $10,000, so a painting's tokens are worth
 * at most $1 billion (100,000 × $10,000), more than twice the dearest painting ever sold
 * ($450 million in 2017). A typo of a few digits (999999999) is refused instead of making the
 * painting, and INDEX with it, worth millions a token.
 */
export const MAX_TOKEN_PRICE_CENTS = 1_000_000n;
/** The highest estimated value of a painting: what its tokens are worth at the highest price. */
export const MAX_PAINTING_VALUE_CENTS = MAX_TOKEN_PRICE_CENTS * BigInt(TOKENS_PER_PAINTING);
/** Width and height as `paintings.width_cm numeric(7, 1) check (> 0)` holds them: 0.1 to 10,000 cm. */
export const MIN_SIDE_CM = 0.1;
export const MAX_SIDE_CM = 10_000;

const text = (max: number) =>
  textField()
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: `max_chars:${max}` });
const bilingual = (max: number) => z.object({ en: text(max), ru: text(max) });
const side = decimalNumberRule(1, MIN_SIDE_CM, MAX_SIDE_CM, 'side_cm_range');

const oneOf = (ids: readonly number[]) =>
  wholeNumberRule(0, Number.MAX_SAFE_INTEGER).refine((v) => ids.includes(v), { error: 'invalid_format' });

const optionalYear = z.preprocess((v) => (v === '' ? null : v), wholeNumberRule(1000, 2100).nullish());

/** A token's price in USD as the console writes it: 0 (under attribution) up to $10,000. */
const tokenPrice = usdRule(MAX_TOKEN_PRICE_CENTS);

/** What describes a painting, written in the console for a new painting and when editing one. */
const paintingFields = {
  name: bilingual(200),
  short_description: bilingual(500),
  /** Plain text: paragraphs separated by blank lines; the server stores it as HTML. */
  full_description: bilingual(10_000),
  author_id: z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: 'invalid_format' }).toLowerCase().nullish()),
  year: optionalYear,
  ordering: wholeNumberRule(0, 1_000_000).default(0),
  width_cm: side,
  height_cm: side,
  genre: oneOf(GENRE_IDS),
  technic: oneOf(TECHNIC_IDS),
  eras: z.array(oneOf(ERA_IDS)).min(1, { error: 'required' }),
  frame: z.enum(FRAMES),
  orientation: z.enum(ORIENTATIONS),
  sale_id: z.string().trim().max(64).nullish(),
  estimated_value: usdRule(MAX_PAINTING_VALUE_CENTS),
};

/** POST /api/admin/catalogue/paintings: a new painting and its art token (100,000 tokens). */
export const CreatePaintingRequest = z
  .object({
    ...paintingFields,
    /** USD per token, at most MAX_TOKEN_PRICE_CENTS; 0 while the painting is under attribution (not purchasable). */
    price: tokenPrice,
    /** The main picture as a data URL (JPEG or PNG). */
    image: textField().min(1, { error: 'required' }),
  })
  .meta({ id: 'CreatePaintingRequest' });
export type CreatePaintingRequest = z.infer<typeof CreatePaintingRequest>;
export type CreatePaintingInput = z.input<typeof CreatePaintingRequest>;

export const CreatePaintingResponse = z.object({ id: Uuid, token_id: Uuid, symbol: z.string() });

/** POST /api/admin/catalogue/paintings/{id}/price: a new price, kept in the price history. */
export const SetPriceRequest = z.object({ price: tokenPrice });
export const PaintingIdParams = z.object({ id: Uuid });
export const SetPriceResponse = z.object({ token_id: Uuid, price: z.string(), previous: z.string() });

/** One step of a painting's history (SPEC: the painting page's history), oldest first. */
export const HistoryEntry = z.object({ year: optionalYear, title: bilingual(200), description: bilingual(2000) });
/** One step of a painting's attribution (experts, examinations), in order. */
export const AttributionEntry = z.object({
  date: z.preprocess((v) => (v === '' ? null : v), z.iso.date({ error: 'invalid_format' }).nullish()),
  title: bilingual(200),
  description: bilingual(2000),
});

/**
 * Which save of a painting a copy was loaded at (decision 0083): the edit form sends back the
 * `version` it read, and a save from an older copy is refused with 409 `painting_changed`.
 */
const PaintingVersion = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_format') })
  .int({ error: 'invalid_format' })
  .min(1, { error: 'invalid_format' });

/**
 * PUT /api/admin/catalogue/paintings/{id}: everything about a painting but its price (which
 * has its own call and history). `image`, when given, becomes the main picture (the old one
 * stays in the painting's pictures); histories and attributions replace the painting's own.
 * `version` is the one the copy being saved was loaded at.
 */
export const UpdatePaintingRequest = z
  .object({
    ...paintingFields,
    version: PaintingVersion,
    image: z.preprocess((v) => (v === '' ? null : v), z.string().min(1).nullish()),
    histories: z.array(HistoryEntry).max(50).default([]),
    attributions: z.array(AttributionEntry).max(50).default([]),
  })
  .meta({ id: 'UpdatePaintingRequest' });
export type UpdatePaintingRequest = z.infer<typeof UpdatePaintingRequest>;
export type UpdatePaintingInput = z.input<typeof UpdatePaintingRequest>;

const texts = z.object({ en: z.string(), ru: z.string() });

/** GET /api/admin/catalogue/paintings/{id}: the painting as the edit form holds it (descriptions as plain text). */
export const EditablePainting = z.object({
  id: Uuid,
  token_id: Uuid,
  symbol: z.string(),
  price: z.string(),
  main_image: z.string(),
  values: z.object({
    name: texts,
    short_description: texts,
    full_description: texts,
    author_id: Uuid.nullable(),
    year: z.number().int().nullable(),
    ordering: z.number().int(),
    width_cm: z.number(),
    height_cm: z.number(),
    genre: z.number().int(),
    technic: z.number().int(),
    eras: z.array(z.number().int()),
    frame: z.enum(FRAMES),
    orientation: z.enum(ORIENTATIONS),
    sale_id: z.string().nullable(),
    estimated_value: z.string(),
    histories: z.array(z.object({ year: z.number().int().nullable(), title: texts, description: texts })),
    attributions: z.array(z.object({ date: z.string().nullable(), title: texts, description: texts })),
    /** Which save this copy is: sent back with the form's changes (decision 0083). */
    version: z.number().int().min(1),
  }),
});
export type EditablePainting = z.infer<typeof EditablePainting>;

/** POST /api/admin/catalogue/authors: an author paintings can then name. */
export const CreateAuthorRequest = z.object({
  name: bilingual(200),
  life_years: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string().trim().max(40, { error: 'max_chars:40' }).nullish(),
  ),
});
export type CreateAuthorRequest = z.infer<typeof CreateAuthorRequest>;
export const CreateAuthorResponse = z.object({ id: Uuid });

export const createPainting = {
  method: 'POST',
  path: '/api/admin/catalogue/paintings',
  access: 'staff',
  tags: ['admin'],
  summary: 'Publish a painting: texts in English and Russian, its picture, and its art token of 100,000',
  body: CreatePaintingRequest,
  responses: { 200: CreatePaintingResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const setPaintingPrice = {
  method: 'POST',
  path: '/api/admin/catalogue/paintings/:id/price',
  access: 'staff',
  tags: ['admin'],
  summary:
    "Set a painting's token price (kept in the price history); leaving attribution makes it purchasable and tells its subscribers",
  description:
    'The price of one token in USD, written as the money codec reads it ("58", "58.5", "58.50"; not "058"), ' +
    `at most $${MAX_TOKEN_PRICE_CENTS / 100n} (a painting's 100,000 tokens worth $1 billion). ` +
    '0 puts the painting back under attribution, refused while anyone holds, has reserved or has withdrawn its tokens.',
  params: PaintingIdParams,
  body: SetPriceRequest,
  responses: { 200: SetPriceResponse, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const getEditablePainting = {
  method: 'GET',
  path: '/api/admin/catalogue/paintings/:id',
  access: 'staff',
  tags: ['admin'],
  summary: 'A painting as the edit form holds it: texts in both languages, histories, attributions',
  params: PaintingIdParams,
  responses: { 200: EditablePainting, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const updatePainting = {
  method: 'PUT',
  path: '/api/admin/catalogue/paintings/:id',
  access: 'staff',
  tags: ['admin'],
  summary:
    'Edit a painting: texts, author, details, sale id, a new main picture, its histories and attributions (audited)',
  description:
    'The body is the whole form, with the `version` its copy was loaded at (GET answers it in `values`). ' +
    'A save from a copy someone else has saved over since is refused with 409 and changes nothing: ' +
    'load the painting again and make the change on the new copy.',
  params: PaintingIdParams,
  body: UpdatePaintingRequest,
  responses: { 200: EditablePainting, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const createAuthor = {
  method: 'POST',
  path: '/api/admin/catalogue/authors',
  access: 'staff',
  tags: ['admin'],
  summary: 'Add an author paintings can name (audited)',
  body: CreateAuthorRequest,
  responses: { 200: CreateAuthorResponse, 400: ErrorResponse },
} as const satisfies Endpoint;
