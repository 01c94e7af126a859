import { GALLERY_SORTS, type GallerySort } from '../enums.ts';
import { isUuid } from '../query.ts';

/*
 * Paging of the catalogue lists (decision 0036), without the schema library: the gallery reads
 * the next cursor before its first paint. A list answer stays the bare array SPEC §7 names;
 * the way to the next page travels in headers, so a client that ignores them still reads a valid
 * list, the first page.
 */

/** Paintings in one answer when the client names no `limit`: two rows of 1, 2 or 3 columns, four times over. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Header carrying the cursor of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * Where a page of paintings starts: the sort keys of the last painting of the page before. Keys,
 * not an offset, so a painting added or removed meanwhile neither repeats nor skips another.
 */
export interface PaintingCursor {
  sort: GallerySort;
  /** Token price in cents: the leading key of the price sorts. */
  price: string | null;
  ordering: number;
  id: string;
}

/** ASCII text as hexadecimal: safe in an address as it is, with no platform encoder needed. */
function toHex(text: string): string {
  return [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): string | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(text)) return null;
  return (text.match(/../g) ?? []).map((pair) => String.fromCharCode(parseInt(pair, 16))).join('');
}

export function encodePaintingCursor(cursor: PaintingCursor): string {
  return toHex(JSON.stringify([cursor.sort, cursor.price, cursor.ordering, cursor.id]));
}

/** The cursor a client sent back, or null when it is not one this server wrote. */
export function decodePaintingCursor(text: string): PaintingCursor | null {
  const json = fromHex(text);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [sort, price, ordering, id] = value as unknown[];
  if (!(GALLERY_SORTS as readonly unknown[]).includes(sort)) return null;
  const bySort = sort !== 'recommended_asc';
  if (bySort ? typeof price !== 'string' || !/^\d{1,18}$/.test(price) : price !== null) return null;
  if (typeof ordering !== 'number' || !Number.isSafeInteger(ordering)) return null;
  if (typeof id !== 'string' || !isUuid(id)) return null;
  return { sort: sort as GallerySort, price: price as string | null, ordering, id: id.toLowerCase() };
}
