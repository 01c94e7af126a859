import type { GalleryFilter, PaintingDetail, PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import type { Author } from '@pinacoteca/contracts/catalog/author';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Sql } from '../../db/client.ts';
import type { CatalogChange } from './changes.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { listAuthors } from './authors.ts';
import { GalleryIndex, type PaintingPageJson } from './gallery-index.ts';
import { getPainting } from './paintings.ts';
import { loadTokenSet, type TokenSet } from './tokens.ts';
import { paintingIds } from './queries.ts';

export class CatalogService {
  readonly cache = new ResponseCache();
  private paintingIds: Promise<Set<string>> | null = null;
  private readonly tokenSets = new Map<Language, Promise<TokenSet>>();
  private readonly changeListeners: ((change: CatalogChange) => void)[] = [];
  private readonly gallery: GalleryIndex;

  constructor(private readonly sql: Sql) {
    this.gallery = new GalleryIndex(sql);
  }

  /** Called on every catalogue change, here or in another process. */
  invalidate(change: CatalogChange = 'figures'): void {
    this.cache.invalidate();
    this.gallery.invalidate(change);
    this.paintingIds = null;
    this.tokenSets.clear();
    for (const listener of this.changeListeners) listener(change);
  }

  /** Runs `listener` on every catalogue change: caches built from catalogue data elsewhere (seo). */
  onChange(listener: (change: CatalogChange) => void): void {
    this.changeListeners.push(listener);
  }

  /** The whole token set, read once per catalogue version: INDEX is derived from every art token. */
  tokenSet(language: Language): Promise<TokenSet> {
    let set = this.tokenSets.get(language);
    if (!set) {
      set = loadTokenSet(this.sql, language);
      this.tokenSets.set(language, set);
      set.catch(() => {
        if (this.tokenSets.get(language) === set) this.tokenSets.delete(language);
      });
    }
    return set;
  }

  /** Every painting of a filter, for server-side readers (head tags, sitemap). */
  async listPaintings(filter: GalleryFilter, language: Language): Promise<PaintingListItem[]> {
    return (await this.gallery.page(filter, language)).items;
  }

  /** One page of the gallery (decision 0036). */
  listPaintingsPage(filter: GalleryFilter, language: Language, limit: number): Promise<PaintingPageJson> {
    return this.gallery.pageJson(filter, language, limit);
  }

  getPainting(id: string, language: Language, userId?: string): Promise<PaintingDetail | null> {
    return getPainting(this.sql, id, language, userId);
  }

  /** Known painting ids, so unknown ids answer 404 without building (or caching) anything. */
  async paintingExists(id: string): Promise<boolean> {
    this.paintingIds ??= paintingIds(this.sql).then((ids) => new Set(ids));
    try {
      return (await this.paintingIds).has(id);
    } catch (error) {
      this.paintingIds = null;
      throw error;
    }
  }

  listAuthors(language: Language): Promise<Author[]> {
    return listAuthors(this.sql, language);
  }
}
