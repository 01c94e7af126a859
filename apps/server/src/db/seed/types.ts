import type { EraId, Frame, GenreId, Orientation, TechnicId } from '@pinacoteca/contracts/enums';

/** A text in both languages. */
// A type alias (not an interface) so it is assignable to the database driver's JSON type.
export type Localised = {
  en: string;
  ru: string;
};

export interface SeedAuthor {
  /** Stable key; the portrait is `assets/authors/<slug>.jpg`. */
  slug: string;
  name: Localised;
  life_years: string | null;
}

export interface SeedHistory {
  year: number | null;
  title: Localised;
  description: Localised;
}

export interface SeedAttribution {
  title: Localised;
  description: Localised;
  /** ISO date of the expert opinion or document. */
  date: string | null;
}

export interface SeedPainting {
  /** Stable key; pictures are `assets/paintings/<slug>-1.jpg`, `-2.jpg`, … (the first is the main one). */
  slug: string;
  /** Number of pictures shipped for this painting (1 to 3). */
  images: number;
  /** Optional video shipped as `assets/paintings/<slug>.mp4`. */
  video: boolean;
  author: string | null; // author slug; null for an unknown master
  name: Localised;
  year: number | null;
  /** Higher comes first in the recommended order. */
  ordering: number;
  /** Present when the whole painting can be bought, e.g. 'SALE-0001'. */
  sale_id: string | null;
  short_description: Localised;
  /** HTML: <p>, <h3>, <ul>/<li>, <em>, <strong> only. */
  full_description: Localised;
  /** Shown for paintings under attribution (price 0); null otherwise. */
  attr_description: Localised | null;
  width_cm: number;
  height_cm: number;
  genre: GenreId;
  technic: TechnicId;
  eras: EraId[];
  frame: Frame;
  orientation: Orientation;
  /** Token price in cents today; 0 means under attribution. */
  price_cents: number;
  /** Price one year ago, in cents (start of the generated daily history). */
  price_year_ago_cents: number;
  /** Expected yearly growth for the quarterly forecast, in percent (e.g. 12). */
  forecast_growth_percent: number;
  /** Experts' assessed value of the whole painting, in cents (0 under attribution). */
  estimated_value_cents: number;
  /** Tokens already sold to demo investors (0..100000); 100000 means sold out. */
  sold: number;
  histories: SeedHistory[];
  attributions: SeedAttribution[];
}
