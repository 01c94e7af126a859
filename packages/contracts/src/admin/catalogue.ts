import { z } from 'zod';
import { ERA_IDS, FRAMES, GENRE_IDS, ORIENTATIONS, TECHNIC_IDS } from '../enums.ts';

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: `max_chars:${max}` });
const bilingual = (max: number) => z.object({ en: text(max), ru: text(max) });
const usd = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'invalid_format' });

const oneOf = (ids: readonly number[]) =>
  z.coerce
    .number({ error: 'required' })
    .int()
    .refine((v) => ids.includes(v), { error: 'invalid_format' });

/** POST /api/admin/catalogue/paintings: a new painting and its art token (100,000 tokens). */
export const CreatePaintingRequest = z
  .object({
    name: bilingual(200),
    short_description: bilingual(500),
    /** Plain text: paragraphs separated by blank lines; the server stores it as HTML. */
    full_description: bilingual(10_000),
    author_id: z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: 'invalid_format' }).nullish()),
    year: z.preprocess(
      (v) => (v === '' ? null : v),
      z.coerce
        .number({ error: 'invalid_format' })
        .int({ error: 'invalid_format' })
        .min(1000, { error: 'invalid_format' })
        .max(2100, { error: 'invalid_format' })
        .nullish(),
    ),
    ordering: z.coerce.number().int().min(0).max(1_000_000).default(0),
    width_cm: z.coerce.number().positive({ error: 'invalid_format' }).max(10_000),
    height_cm: z.coerce.number().positive({ error: 'invalid_format' }).max(10_000),
    genre: oneOf(GENRE_IDS),
    technic: oneOf(TECHNIC_IDS),
    eras: z.array(oneOf(ERA_IDS)).min(1, { error: 'required' }),
    frame: z.enum(FRAMES),
    orientation: z.enum(ORIENTATIONS),
    sale_id: z.string().trim().max(64).nullish(),
    /** USD per token; 0 while the painting is under attribution (not purchasable). */
    price: usd,
    estimated_value: usd,
    /** The main picture as a data URL (JPEG or PNG). */
    image: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .meta({ id: 'CreatePaintingRequest' });
export type CreatePaintingRequest = z.infer<typeof CreatePaintingRequest>;
export type CreatePaintingInput = z.input<typeof CreatePaintingRequest>;

export const CreatePaintingResponse = z.object({ id: z.uuid(), token_id: z.uuid(), symbol: z.string() });

/** POST /api/admin/catalogue/paintings/{id}/price: a new price, kept in the price history. */
export const SetPriceRequest = z.object({ price: usd });
export const PaintingIdParams = z.object({ id: z.uuid() });
export const SetPriceResponse = z.object({ token_id: z.uuid(), price: z.string(), previous: z.string() });
