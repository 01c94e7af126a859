import type { Image } from '@pinacoteca/contracts/catalog/image';
import { formatCents } from '@pinacoteca/contracts/money';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';
import type { GalleryFilter, PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { decodePaintingCursor, encodePaintingCursor, type PaintingCursor } from '@pinacoteca/contracts/catalog/page';
import type { Language } from '@pinacoteca/contracts/constants';
import { DEFAULT_GALLERY_SORT, GALLERY_SORTS, type GallerySort } from '@pinacoteca/contracts/enums';
import type { Sql } from '../../db/client.ts';
import { imageEntity } from '../media/urls.ts';
import type { CatalogChange } from './changes.ts';
import { paintingFigures, paintingImages, paintingRows, type PaintingRow } from './painting-queries.ts';
import { listItem } from './paintings.ts';
import { foldForSearch } from './search.ts';

/** A painting as the gallery filters, sorts and shows it. Never changed: a refresh makes new ones. */
interface Entry {
  row: PaintingRow;
  price: bigint;
  available: bigint;
  images: Image[];
  investors: number;
  /** Its purchase kinds (SPEC §5), kept so a filter's scan compares no prices. */
  wholeForSale: boolean;
  partForSale: boolean;
  /** Its card, per language, made when first shown, with its JSON. */
  cards: Partial<Record<Language, { item: PaintingListItem; json: string }>>;
}

/** Every painting of one catalogue version, in each of the gallery's sort orders. */
interface Snapshot {
  entries: Entry[];
  sorted: Record<GallerySort, Entry[]>;
  /** The paintings each searched text was found in: a search is scanned for once per snapshot. */
  searches: Map<string, Set<Entry>>;
}

/** Searched texts remembered per snapshot; past this many they are forgotten together. */
const MAX_SEARCHES = 1000;

/** A page of the gallery and the cursor of the page after it (null on the last page). */
export interface PaintingPage {
  items: PaintingListItem[];
  next: string | null;
}

/** A page of the gallery as the JSON array GET /api/paintings answers, and the next page's cursor. */
export interface PaintingPageJson {
  json: string;
  next: string | null;
}

/** Sort keys of an entry or of a cursor, in the order they are compared. */
interface Keys {
  price: bigint;
  ordering: number;
  id: string;
}

/**
 * The gallery's order (SPEC §5): recommended is the catalogue's own `ordering` (highest first);
 * by price, paintings under attribution (price 0) come last either way; ties by ordering, then id.
 */
function compare(sort: GallerySort, a: Keys, b: Keys): number {
  if (sort !== 'recommended_asc') {
    const unpricedA = a.price === 0n;
    const unpricedB = b.price === 0n;
    if (unpricedA !== unpricedB) return unpricedA ? 1 : -1;
    if (a.price !== b.price) return (a.price < b.price ? -1 : 1) * (sort === 'price_desc' ? -1 : 1);
  }
  if (a.ordering !== b.ordering) return b.ordering - a.ordering;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const keysOf = (entry: Entry): Keys => ({ price: entry.price, ordering: entry.row.ordering, id: entry.row.id });

function sortAll(entries: Entry[]): Record<GallerySort, Entry[]> {
  const keyed = entries.map((entry) => ({ entry, keys: keysOf(entry) }));
  return Object.fromEntries(
    GALLERY_SORTS.map((sort) => [sort, [...keyed].sort((a, b) => compare(sort, a.keys, b.keys)).map((k) => k.entry)]),
  ) as Record<GallerySort, Entry[]>;
}

/** Whether a painting passes the gallery's filter (SPEC §5): every named dimension must match. */
function matcher(filter: GalleryFilter, snapshot: Snapshot): (entry: Entry) => boolean {
  const found = filter.search_query ? searchHits(snapshot, foldForSearch(filter.search_query)) : null;
  const authors = filter.authors?.length ? new Set(filter.authors) : null;
  const genres = filter.genres?.length ? new Set<number>(filter.genres) : null;
  const technics = filter.technics?.length ? new Set<number>(filter.technics) : null;
  const eras = filter.eras?.length ? new Set<number>(filter.eras) : null;
  const whole = filter.buy_a_whole ?? false;
  const part = filter.buy_a_part ?? false;
  return (entry) => {
    const { row } = entry;
    // Both purchase kinds form one dimension: either may match.
    if (whole || part) {
      if (!(whole && entry.wholeForSale) && !(part && entry.partForSale)) return false;
    }
    if (authors && (row.author_id === null || !authors.has(row.author_id))) return false;
    if (genres && !genres.has(row.genre)) return false;
    if (technics && !technics.has(row.technic)) return false;
    if (eras && !row.eras.some((era) => eras.has(era))) return false;
    if (found && !found.has(entry)) return false;
    return true;
  };
}

/** The paintings whose folded texts contain `text`, as `p.search_text like '%text%'` would find. */
function searchHits(snapshot: Snapshot, text: string): Set<Entry> {
  let hits = snapshot.searches.get(text);
  if (!hits) {
    hits = new Set(snapshot.entries.filter((entry) => entry.row.search_text.includes(text)));
    if (snapshot.searches.size >= MAX_SEARCHES) snapshot.searches.clear();
    snapshot.searches.set(text, hits);
  }
  return hits;
}

/** Index of the first entry after `cursor` in `sorted` (binary search on the sort keys). */
function startAfter(sorted: Entry[], sort: GallerySort, cursor: PaintingCursor): number {
  const after: Keys = { price: BigInt(cursor.price ?? '0'), ordering: cursor.ordering, id: cursor.id };
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(sort, keysOf(sorted[middle]!), after) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function cardOf(entry: Entry, language: Language): { item: PaintingListItem; json: string } {
  let card = entry.cards[language];
  if (!card) {
    const item = listItem(entry.row, entry.images, entry.investors, language);
    card = { item, json: JSON.stringify(item) };
    entry.cards[language] = card;
  }
  return card;
}

async function load(sql: Sql): Promise<Snapshot> {
  const [rows, images, figures] = await Promise.all([paintingRows(sql), paintingImages(sql), paintingFigures(sql)]);
  const picturesOf = new Map<string, Image[]>();
  for (const image of images) {
    const list = picturesOf.get(image.painting_id) ?? [];
    list.push(imageEntity(image.id, image.width, image.height));
    picturesOf.set(image.painting_id, list);
  }
  const investorsOf = new Map(figures.map((f) => [f.id, Number(f.investors)]));
  const entries = rows.map((row): Entry => {
    const price = BigInt(row.current_price_cents);
    const available = BigInt(row.available);
    return {
      row,
      price,
      available,
      images: picturesOf.get(row.id) ?? [],
      investors: investorsOf.get(row.id) ?? 0,
      ...purchaseKinds(row, price, row.available),
      cards: {},
    };
  });
  return { entries, sorted: sortAll(entries), searches: new Map() };
}

/** Whether a painting is for sale whole, and in tokens (the one rule of token-rules.ts): SPEC §5's purchase kinds. */
function purchaseKinds(
  row: PaintingRow,
  price: bigint,
  available: string,
): Pick<Entry, 'wholeForSale' | 'partForSale'> {
  return {
    wholeForSale: row.sale_id !== null,
    partForSale: isPurchasable({ current_price: formatCents(price), available }),
  };
}

/** The same paintings with today's prices, what is left and investors: what a purchase changes. */
async function refreshFigures(sql: Sql, base: Snapshot): Promise<Snapshot> {
  const figures = new Map((await paintingFigures(sql)).map((f) => [f.id, f]));
  let moved = false;
  const entries = base.entries.map((entry): Entry => {
    const f = figures.get(entry.row.id);
    if (!f) return entry;
    const price = BigInt(f.current_price_cents);
    const available = BigInt(f.available);
    const investors = Number(f.investors);
    if (price === entry.price && available === entry.available && investors === entry.investors) return entry;
    if (price !== entry.price) moved = true;
    return {
      ...entry,
      row: { ...entry.row, current_price_cents: f.current_price_cents, available: f.available },
      price,
      available,
      investors,
      ...purchaseKinds(entry.row, price, f.available),
      cards: {},
    };
  });
  if (!moved) {
    // Same order: the sorted lists keep their positions, with the new entries in them.
    const replaced = new Map(base.entries.map((entry, i) => [entry, entries[i]!]));
    const sorted = Object.fromEntries(
      GALLERY_SORTS.map((sort) => [sort, base.sorted[sort].map((entry) => replaced.get(entry)!)]),
    ) as Record<GallerySort, Entry[]>;
    return { entries, sorted, searches: new Map() };
  }
  return { entries, sorted: sortAll(entries), searches: new Map() };
}

/** Reloads a change may need before an answer; more changes meanwhile are left to the next answer. */
const MAX_RELOADS_PER_ANSWER = 3;

/**
 * The gallery's paintings in memory (docs/decisions/0057): every painting's row, pictures and
 * figures, kept in each sort order, so a page for any filter is a scan of one sorted list from
 * its cursor, with no database round trip. Read once, then kept current by the catalogue's
 * change notices: a `figures` change (a purchase, a price) rereads the figures only; a
 * `structure` change (the console's editing) rereads everything. An answer after a change waits
 * for the reread, so it never shows what was before.
 */
export class GalleryIndex {
  private changes = 0;
  private structureAt = 0;
  private loaded: { at: number; snapshot: Snapshot } | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly sql: Sql) {}

  invalidate(change: CatalogChange): void {
    this.changes += 1;
    if (change === 'structure') this.structureAt = this.changes;
  }

  /** A page of `limit` paintings after `filter.cursor`, or every painting of the filter when `limit` is absent. */
  async page(filter: GalleryFilter, language: Language, limit?: number): Promise<PaintingPage> {
    const { shown, next } = await this.find(filter, limit);
    return { items: shown.map((entry) => cardOf(entry, language).item), next };
  }

  /** The same page as GET /api/paintings sends it: its cards are serialised once per catalogue version. */
  async pageJson(filter: GalleryFilter, language: Language, limit: number): Promise<PaintingPageJson> {
    const { shown, next } = await this.find(filter, limit);
    return { json: `[${shown.map((entry) => cardOf(entry, language).json).join(',')}]`, next };
  }

  private async find(filter: GalleryFilter, limit?: number): Promise<{ shown: Entry[]; next: string | null }> {
    const snapshot = await this.snapshot();
    const sort = filter.sort ?? DEFAULT_GALLERY_SORT;
    const sorted = snapshot.sorted[sort];
    const cursor = filter.cursor === undefined ? null : decodePaintingCursor(filter.cursor);
    const matches = matcher(filter, snapshot);
    const found: Entry[] = [];
    // One more than the page tells whether a next page exists without counting.
    const wanted = limit === undefined ? Infinity : limit + 1;
    for (let i = cursor ? startAfter(sorted, sort, cursor) : 0; i < sorted.length && found.length < wanted; i += 1) {
      if (matches(sorted[i]!)) found.push(sorted[i]!);
    }
    const shown = limit === undefined ? found : found.slice(0, limit);
    const last = shown.at(-1);
    const next =
      limit !== undefined && found.length > limit && last
        ? encodePaintingCursor({
            sort,
            price: sort === 'recommended_asc' ? null : last.price.toString(),
            ordering: last.row.ordering,
            id: last.row.id,
          })
        : null;
    return { shown, next };
  }

  private async snapshot(): Promise<Snapshot> {
    for (
      let reload = 0;
      !this.loaded || (this.loaded.at !== this.changes && reload < MAX_RELOADS_PER_ANSWER);
      reload += 1
    ) {
      this.loading ??= this.reload().finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
    return this.loaded.snapshot;
  }

  private async reload(): Promise<void> {
    const at = this.changes;
    const base = this.loaded;
    // Only figures changed since the snapshot was read: reread those.
    const snapshot =
      base && this.structureAt <= base.at ? await refreshFigures(this.sql, base.snapshot) : await load(this.sql);
    this.loaded = { at, snapshot };
  }
}
