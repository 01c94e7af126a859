/** Enumerations of SPEC §3. Numeric ids are what travels on the wire and in filters. */
export const ERAS = {
  0: 'unknown',
  1: 'renaissance',
  2: 'baroque',
  3: 'expressionism',
  4: 'abstract_expressionism',
  5: 'abstract_art',
  6: 'color_field_painting',
} as const;
export type EraId = keyof typeof ERAS;
export const ERA_IDS = [0, 1, 2, 3, 4, 5, 6] as const;

export const GENRES = {
  1: 'portrait',
  2: 'figurative',
  3: 'abstract',
  4: 'landscape',
} as const;
export type GenreId = keyof typeof GENRES;
export const GENRE_IDS = [1, 2, 3, 4] as const;

export const TECHNICS = {
  1: 'oil_on_canvas',
  2: 'oil_on_cardboard',
  3: 'drip_technique',
} as const;
export type TechnicId = keyof typeof TECHNICS;
export const TECHNIC_IDS = [1, 2, 3] as const;

export const FRAMES = ['with', 'without'] as const;
export type Frame = (typeof FRAMES)[number];

export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const GALLERY_SORTS = ['recommended_asc', 'price_asc', 'price_desc'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];
export const DEFAULT_GALLERY_SORT: GallerySort = 'recommended_asc';

export const ORDER_STATUSES = [
  'created',
  'pending',
  'processing',
  'expired',
  'success',
  'canceled',
  'refund_pending',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_CURRENCIES = ['BTC', 'BCH', 'ETH', 'LTC', 'DAI', 'USDC'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export const FEATURE_FLAGS = ['deposit', 'withdraw', 'swap'] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];
