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
  /** Its card, per language, made when first shown, with its JSON in UTF-8. */
  cards: Partial<Record<Language, { item: PaintingListItem; json: Buffer }>>;
}

/** Every painting of one catalogue version, in each of the gallery's sort orders. */
interface Snapshot {
  entries: Entry[];
  sorted: Record<GallerySort, Entry[]>;
  /** Each order's filter sets, made when a filter first reads that order. */
  places: Partial<Record<GallerySort, OrderPlaces>>;
}

/**
 * The gallery's filter dimensions (SPEC §5) as sets of places in one sort order, bit `i` standing
 * for the painting at place `i`: a filter is a few ORs and ANDs over words of 32 paintings, then
 * a walk over the bits left from its cursor, whatever the combination and however few paintings
 * match it (docs/decisions/0057). Authors, many and each with few paintings, keep their places as
 * lists, turned into bits when asked for.
 */
interface OrderPlaces {
  whole: Uint32Array;
  part: Uint32Array;
  genres: Map<number, Uint32Array>;
  technics: Map<number, Uint32Array>;
  eras: Map<number, Uint32Array>;
  authors: Map<string, number[]>;
  /** The places whose folded texts contain each searched text: a text is scanned for once per order. */
  searches: Map<string, Uint32Array>;
}

/** Searched texts remembered per sort order of a snapshot; past this many they are forgotten together. */
const MAX_SEARCHES = 1000;

/** A page of the gallery and the cursor of the page after it (null on the last page). */
export interface PaintingPage {
  items: PaintingListItem[];
  next: string | null;
}

/** A page of the gallery as the JSON array GET /api/paintings answers (UTF-8 pieces), and the next page's cursor. */
export interface PaintingPageJson {
  json: Buffer[];
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

const wordsFor = (count: number) => new Uint32Array(Math.ceil(count / 32));
const setBit = (bits: Uint32Array, place: number) => {
  bits[place >>> 5]! |= 1 << (place & 31);
};

function orderPlaces(snapshot: Snapshot, sort: GallerySort): OrderPlaces {
  const known = snapshot.places[sort];
  if (known) return known;
  const sorted = snapshot.sorted[sort];
  const places: OrderPlaces = {
    whole: wordsFor(sorted.length),
    part: wordsFor(sorted.length),
    genres: new Map(),
    technics: new Map(),
    eras: new Map(),
    authors: new Map(),
    searches: new Map(),
  };
  const mark = <K>(map: Map<K, Uint32Array>, key: K, place: number) => {
    let bits = map.get(key);
    if (!bits) map.set(key, (bits = wordsFor(sorted.length)));
    setBit(bits, place);
  };
  sorted.forEach((entry, place) => {
    const { row } = entry;
    if (entry.wholeForSale) setBit(places.whole, place);
    if (entry.partForSale) setBit(places.part, place);
    mark(places.genres, row.genre, place);
    mark(places.technics, row.technic, place);
    for (const era of row.eras) mark(places.eras, era, place);
    if (row.author_id !== null) {
      const list = places.authors.get(row.author_id);
      if (list) list.push(place);
      else places.authors.set(row.author_id, [place]);
    }
  });
  snapshot.places[sort] = places;
  return places;
}

/** The places of the paintings whose folded texts contain `text`, as `p.search_text like '%text%'` would find. */
function searchPlaces(sorted: Entry[], places: OrderPlaces, text: string): Uint32Array {
  let bits = places.searches.get(text);
  if (!bits) {
    bits = wordsFor(sorted.length);
    for (let place = 0; place < sorted.length; place += 1) {
      if (sorted[place]!.row.search_text.includes(text)) setBit(bits, place);
    }
    if (places.searches.size >= MAX_SEARCHES) places.searches.clear();
    places.searches.set(text, bits);
  }
  return bits;
}

/**
 * The places in `sort` of the paintings that pass the gallery's filter (SPEC §5): every named
 * dimension must match, any of its values; null when the filter names none.
 */
function filteredPlaces(filter: GalleryFilter, snapshot: Snapshot, sort: GallerySort): Uint32Array | null {
  const sorted = snapshot.sorted[sort];
  const places = orderPlaces(snapshot, sort);
  let result: Uint32Array | null = null;
  /** Narrows the result to `bits` (what one dimension lets through). */
  const keep = (bits: Uint32Array) => {
    if (result) for (let w = 0; w < bits.length; w += 1) result[w]! &= bits[w]!;
    else result = bits.slice();
  };
  /** The union of a dimension's values' sets. */
  const anyOf = (sets: (Uint32Array | undefined)[]) => {
    const union = wordsFor(sorted.length);
    for (const set of sets) if (set) for (let w = 0; w < union.length; w += 1) union[w]! |= set[w]!;
    return union;
  };
  // Both purchase kinds form one dimension: either may match.
  if (filter.buy_a_whole || filter.buy_a_part) {
    keep(anyOf([filter.buy_a_whole ? places.whole : undefined, filter.buy_a_part ? places.part : undefined]));
  }
  if (filter.authors?.length) {
    const bits = wordsFor(sorted.length);
    for (const author of filter.authors) for (const place of places.authors.get(author) ?? []) setBit(bits, place);
    keep(bits);
  }
  if (filter.genres?.length) keep(anyOf(filter.genres.map((genre) => places.genres.get(genre))));
  if (filter.technics?.length) keep(anyOf(filter.technics.map((technic) => places.technics.get(technic))));
  if (filter.eras?.length) keep(anyOf(filter.eras.map((era) => places.eras.get(era))));
  if (filter.search_query) keep(searchPlaces(sorted, places, foldForSearch(filter.search_query)));
  return result;
}

/** Up to `wanted` places set in `bits`, from `from` on, in order. */
function firstPlaces(bits: Uint32Array, from: number, wanted: number): number[] {
  const found: number[] = [];
  for (let w = from >>> 5; w < bits.length && found.length < wanted; w += 1) {
    // The word's bits below `from` are not wanted.
    let word = w === from >>> 5 ? bits[w]! & (~0 << (from & 31)) : bits[w]!;
    while (word !== 0 && found.length < wanted) {
      const lowest = word & -word;
      found.push(w * 32 + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return found;
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

function cardOf(entry: Entry, language: Language): { item: PaintingListItem; json: Buffer } {
  let card = entry.cards[language];
  if (!card) {
    const item = listItem(entry.row, entry.images, entry.investors, language);
    card = { item, json: Buffer.from(JSON.stringify(item)) };
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
  return { entries, sorted: sortAll(entries), places: {} };
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
    return { entries, sorted, places: {} };
  }
  return { entries, sorted: sortAll(entries), places: {} };
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** Reloads a change may need before an answer; more changes meanwhile are left to the next answer. */
const MAX_RELOADS_PER_ANSWER = 3;

/**
 * The gallery's paintings in memory (docs/decisions/0057): every painting's row, pictures and
 * figures, kept in each sort order, so a page for any filter is read from one sorted list after
 * its cursor, through the filter's sets of places (OrderPlaces), with no database round trip.
 * Read once, then kept current by the catalogue's change notices: a `figures` change (a
 * purchase, a price) rereads the figures only; a `structure` change (the console's editing)
 * rereads everything. An answer after a change waits
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
    // As bytes: the cards were encoded once, and copying them costs less than encoding the page.
    const parts = shown.flatMap((entry, i) => [i === 0 ? OPEN : COMMA, cardOf(entry, language).json]);
    if (parts.length === 0) parts.push(OPEN);
    parts.push(CLOSE);
    return { json: parts, next };
  }

  private async find(filter: GalleryFilter, limit?: number): Promise<{ shown: Entry[]; next: string | null }> {
    const snapshot = await this.snapshot();
    const sort = filter.sort ?? DEFAULT_GALLERY_SORT;
    const sorted = snapshot.sorted[sort];
    const cursor = filter.cursor === undefined ? null : decodePaintingCursor(filter.cursor);
    const from = cursor ? startAfter(sorted, sort, cursor) : 0;
    // One more than the page tells whether a next page exists without counting.
    const wanted = limit === undefined ? sorted.length : limit + 1;
    const bits = filteredPlaces(filter, snapshot, sort);
    const found = bits
      ? firstPlaces(bits, from, wanted).map((place) => sorted[place]!)
      : sorted.slice(from, from + wanted);
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
