/** Business constants of SPEC §9, in one place for server and web. */
export const TOKENS_PER_PAINTING = 100_000;
/** INDEX is a token like the others: a fixed emission held by the treasury until bought. */
export const INDEX_TOKEN_EMISSION = 1_000_000;
export const INDEX_TOKEN_SYMBOL = 'INDEX';
/**
 * Places of INDEX amounts, as its SPL mint has: the ledger counts millionths, so a referral bonus
 * is credited exactly. Art tokens are whole (0 places). Orders still buy whole tokens of either.
 */
export const INDEX_TOKEN_DECIMALS = 6;

export const PASSWORD_MIN_LENGTH = 8;
/** Every password field, new or current: a password that could be set can always be typed to sign in. */
export const PASSWORD_MAX_LENGTH = 128;
export const TWO_FA_CODE_LENGTH = 6;
export const SUPPORT_MESSAGE_MAX_LENGTH = 400;
export const USERNAME_DISPLAY_MAX = 24;
export const MIN_AGE = 18;
export const DISPUTE_NEGOTIATION_DAYS = 60;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIN_SIDE_PX = 120;
/** Checked from the picture's header before anything decodes it: a small file can hold a huge picture. */
export const AVATAR_MAX_SIDE_PX = 4096;
export const ACCOUNT_RESTORE_DAYS = 15;

export const CHARGE_TTL_SECONDS = 3600;
export const RESET_RESEND_DEFAULT_SECONDS = 300;
export const COPY_TICK_SHORT_MS = 1000;
export const COPY_TICK_ORDER_MS = 2000;
export const POPUP_CLOSE_MS = 300;
export const EXPAND_MS = 500;
export const DATA_RELOAD_TIMEOUT_MS = 30_000;
/** SPEC §4/§9: how often balances, operations and tokens renew while signed in (web: VITE_DATA_RELOAD_INTERVAL_MS). */
export const DATA_RELOAD_INTERVAL_MS = 60_000;

export const CHART_MIN_Y = 50;
export const MINI_CHART_WIDTH = 140;
export const MINI_CHART_HEIGHT = 40;
/** Landing anchors scroll so the section lands this far below the top. */
export const ANCHOR_SCROLL_OFFSET_PX = 40;

export const LANGUAGES = ['en', 'ru'] as const;

/**
 * The cookie holding the visitor's language choice beside its local entry, so the server draws
 * public pages in it (docs/decisions/0050).
 */
export const LANGUAGE_COOKIE = 'language';
/**
 * The cookie recording that the visitor has seen the cookie notice (beside its local entry), so
 * the server draws public pages with the notice only for those who have not (decision 0051).
 */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_ACCEPTED = 'accepted';
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const FORECAST_HORIZONS = ['current_year', 'next_year', 'next_two_years'] as const;
export type ForecastHorizon = (typeof FORECAST_HORIZONS)[number];
export const PRICE_PERIODS = ['week', 'month', 'year'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/**
 * SPEC §9 road map, periods as SPEC writes them. An item is marked passed when it has happened,
 * not when its quarter is over: SPEC §2 marks the first two, and a milestone such as "100+
 * paintings" must not be claimed to investors while the catalogue is smaller (docs/decisions/0030).
 */
export const ROAD_MAP = [
  { key: 'buyout', period: '1-2 Q 2021', passed: true },
  { key: 'launch', period: '3 Q 2021', passed: true },
  { key: 'index', period: '3-4 Q 2021', passed: false },
  { key: 'hundred', period: '1 Q 2022', passed: false },
  { key: 'exhibitions', period: '2 Q 2022', passed: false },
  { key: 'auctions', period: '3-4 Q 2022', passed: false },
] as const;

/** Operations one page of GET /api/order answers (more when its oldest ones share one millisecond). */
export const OPERATIONS_PAGE_SIZE = 500;
