import {
  DEFAULT_GALLERY_SORT,
  ERA_IDS,
  GALLERY_SORTS,
  GENRE_IDS,
  TECHNIC_IDS,
  type EraId as EraIdType,
  type GallerySort,
  type GenreId as GenreIdType,
  type TechnicId as TechnicIdType,
} from '@pinacoteca/contracts/enums';
import { isUuid, parseQueryBoolean, SEARCH_QUERY_MAX } from '@pinacoteca/contracts/query';

/** What the filter panel edits: every dimension of the Gallery filter except search and sort. */
export interface GallerySelection {
  buy_a_whole: boolean;
  buy_a_part: boolean;
  authors: string[];
  genres: GenreIdType[];
  technics: TechnicIdType[];
  eras: EraIdType[];
}

/** The Gallery filter of SPEC §3 as the page holds it, always complete. */
export interface GalleryQuery extends GallerySelection {
  search_query: string;
  sort: GallerySort;
}

export type GalleryView = 'grid' | 'list';

export const EMPTY_SELECTION: GallerySelection = {
  buy_a_whole: false,
  buy_a_part: false,
  authors: [],
  genres: [],
  technics: [],
  eras: [],
};

/** Values of a list parameter, written `key[]=a&key[]=b` (our links) or `key=a,b` (hand-typed). */
function listParam(params: URLSearchParams, key: string): string[] {
  return [...params.getAll(`${key}[]`), ...params.getAll(key)]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function uniqueValid<T>(values: string[], parse: (value: string) => T | undefined): T[] {
  const result: T[] = [];
  for (const value of values) {
    const parsed = parse(value);
    if (parsed !== undefined && !result.includes(parsed)) result.push(parsed);
  }
  return result;
}

/** The id of an enumeration written in the address, if it is one. */
function enumId<T extends number>(ids: readonly T[], value: string): T | undefined {
  return ids.find((id) => String(id) === value);
}

function flag(params: URLSearchParams, key: string): boolean {
  return parseQueryBoolean(params.get(key) ?? '') === true;
}

/**
 * Reads the Gallery filter from the address. A link may be old or hand-edited, so a wrong value
 * drops only itself instead of failing the whole page.
 */
export function parseGalleryParams(params: URLSearchParams): GalleryQuery {
  const sort = params.get('sort');
  return {
    // A shared or bookmarked link longer than the search box takes is cut to it, not refused by the
    // server and shown as a failed connection (an outside tester).
    search_query: (params.get('search_query') ?? '').trim().slice(0, SEARCH_QUERY_MAX).trim(),
    sort: (GALLERY_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GallerySort) : DEFAULT_GALLERY_SORT,
    buy_a_whole: flag(params, 'buy_a_whole'),
    buy_a_part: flag(params, 'buy_a_part'),
    authors: uniqueValid(listParam(params, 'authors'), (v) => (isUuid(v) ? v.toLowerCase() : undefined)),
    genres: uniqueValid(listParam(params, 'genres'), (v) => enumId(GENRE_IDS, v)),
    technics: uniqueValid(listParam(params, 'technics'), (v) => enumId(TECHNIC_IDS, v)),
    eras: uniqueValid(listParam(params, 'eras'), (v) => enumId(ERA_IDS, v)),
  };
}

export function parseGalleryView(params: URLSearchParams): GalleryView {
  return params.get('view') === 'list' ? 'list' : 'grid';
}

/**
 * The filter as query values for both the address and GET /api/paintings: the same names as the
 * entity, with defaults and empty values left out so a plain /gallery stays plain.
 */
export type GalleryQueryValues = Record<string, string | true | (string | number)[] | undefined>;

export function galleryQueryValues(query: GalleryQuery): GalleryQueryValues {
  return {
    search_query: query.search_query || undefined,
    buy_a_whole: query.buy_a_whole || undefined,
    buy_a_part: query.buy_a_part || undefined,
    authors: query.authors,
    genres: query.genres,
    technics: query.technics,
    eras: query.eras,
    sort: query.sort === DEFAULT_GALLERY_SORT ? undefined : query.sort,
  };
}

/**
 * The address search string of a filter and view, in the `key[]=v` form the API client sends,
 * so a gallery address is also the API query (`view` is the page's own, never sent).
 */
export function gallerySearch(query: GalleryQuery, view: GalleryView): string {
  const params = new URLSearchParams();
  const values: GalleryQueryValues = { ...galleryQueryValues(query), view: view === 'list' ? 'list' : undefined };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  return params.toString();
}

/** How many choices the panel holds: the number on the filter button. */
export function countSelected(selection: GallerySelection): number {
  return (
    Number(selection.buy_a_whole) +
    Number(selection.buy_a_part) +
    selection.authors.length +
    selection.genres.length +
    selection.technics.length +
    selection.eras.length
  );
}

/** Whether search or any filter narrows the list (then a way back to the whole gallery is shown). */
export function isNarrowed(query: GalleryQuery): boolean {
  return query.search_query !== '' || countSelected(query) > 0;
}

export function selectionOf(query: GalleryQuery): GallerySelection {
  const { buy_a_whole, buy_a_part, authors, genres, technics, eras } = query;
  return { buy_a_whole, buy_a_part, authors, genres, technics, eras };
}

/** Adds or removes one value of a list dimension, keeping the order of the enumeration. */
export function toggleValue<T extends string | number>(list: readonly T[], value: T, order?: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return order ? order.filter((v) => next.includes(v)) : next;
}

export const FILTER_ORDER = { genres: GENRE_IDS, technics: TECHNIC_IDS, eras: ERA_IDS } as const;
