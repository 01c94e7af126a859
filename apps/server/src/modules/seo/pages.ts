import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGES, type Language } from '@pinacoteca/contracts/constants';
import { IMAGE_VARIANTS } from '@pinacoteca/contracts/catalog/image-variants';
import { PAGE_DESCRIPTIONS, PUBLIC_PAGES, pageTitle, type PublicPage } from '@pinacoteca/contracts/seo';
import type { Sql } from '../../db/client.ts';
import { paintingDates } from '../catalog/paintings.ts';
import type { CatalogService } from '../catalog/service.ts';
import { imageUrl } from '../media/urls.ts';
import { renderPage, shorten, type PageMeta, type PageTemplate } from './head.ts';

/**
 * The picture of link previews: 1600 px on the long side is sharp on any preview card while its
 * JPEG stays well under the size limits of chat preview fetchers, which `large` (2000 px) may not.
 */
const PREVIEW_VARIANT = 'normal2x';

/** Query parameter choosing a public page's language: the URLs hreflang alternates point at. */
export const LANGUAGE_PARAM = 'lang';

/** A public page's address, as matched from a request path. */
export type PageRoute = { page: Exclude<PublicPage, 'painting'> } | { page: 'painting'; id: string };

const STATIC_PATHS = new Map<string, PageRoute>(
  (Object.entries(PUBLIC_PAGES) as [PublicPage, string][])
    .filter(([page]) => page !== 'painting')
    .map(([page, path]) => [path, { page } as PageRoute]),
);
const PAINTING_PATH = /^\/gallery\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The public page a path (without its query) addresses, trailing slash or not; null for any other. */
export function matchPage(path: string): PageRoute | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const known = STATIC_PATHS.get(bare);
  if (known) return known;
  const painting = PAINTING_PATH.exec(bare);
  return painting ? { page: 'painting', id: painting[1]!.toLowerCase() } : null;
}

function routePath(route: PageRoute): string {
  return route.page === 'painting' ? `/gallery/${route.id}` : PUBLIC_PAGES[route.page];
}

interface PaintingFacts {
  id: string;
  name: string;
  description: string;
  author: string | null;
  year: number | null;
  widthCm: number;
  heightCm: number;
  imageId: string;
  imageWidth: number;
  imageHeight: number;
  createdAt: Date;
}

/** The painting facts pages need, in one language, read together. */
type Catalogue = Map<string, PaintingFacts>;

/**
 * Head tags of the public pages and the sitemap, built from catalogue data. The data and every
 * page built from it are kept until the catalogue changes (CatalogService.onChange), so a page
 * hit costs a map lookup, not a query. Server rendering can build its head from `meta()`.
 */
export class SeoPages {
  readonly origin: string;
  private catalogues = new Map<Language, Promise<Catalogue>>();
  private pages = new Map<string, string>();
  private sitemapXml: Promise<string> | null = null;
  private generation = 0;

  constructor(
    private readonly deps: {
      sql: Sql;
      catalog: CatalogService;
      publicUrl: string;
      template: PageTemplate | null;
      log: FastifyBaseLogger;
    },
  ) {
    this.origin = deps.publicUrl.replace(/\/+$/, '');
    deps.catalog.onChange(() => this.invalidate());
  }

  invalidate(): void {
    this.generation += 1;
    this.catalogues.clear();
    this.pages.clear();
    this.sitemapXml = null;
  }

  /** The absolute URL of a public page in a language; without one, the language-negotiated address. */
  url(route: PageRoute, language?: Language): string {
    const path = routePath(route);
    return `${this.origin}${path}${language ? `?${LANGUAGE_PARAM}=${language}` : ''}`;
  }

  private alternates(route: PageRoute): Record<string, string> {
    const links: Record<string, string> = {};
    for (const language of LANGUAGES) links[language] = this.url(route, language);
    links['x-default'] = this.url(route);
    return links;
  }

  /** The catalogue of one language, read once per catalogue version. */
  private catalogue(language: Language): Promise<Catalogue> {
    const hit = this.catalogues.get(language);
    if (hit) return hit;
    const generation = this.generation;
    const loading = this.load(language);
    this.catalogues.set(language, loading);
    const forget = () => {
      if (this.catalogues.get(language) === loading) this.catalogues.delete(language);
    };
    // A failed read is retried on the next hit; a read overtaken by a change is not kept.
    loading.then(() => generation !== this.generation && forget(), forget);
    return loading;
  }

  private async load(language: Language): Promise<Catalogue> {
    const [paintings, authors, createdAt] = await Promise.all([
      this.deps.catalog.listPaintings({}, language),
      this.deps.catalog.listAuthors(language),
      paintingDates(this.deps.sql),
    ]);
    const authorNames = new Map(authors.map((a) => [a.id, a.name]));
    return new Map(
      paintings.map((p) => [
        p.id,
        {
          id: p.id,
          name: p.name,
          description: p.short_description,
          author: p.author ? (authorNames.get(p.author) ?? null) : null,
          year: p.year,
          widthCm: p.parameters.size.width,
          heightCm: p.parameters.size.height,
          imageId: p.main_image.uuid,
          imageWidth: p.main_image.width,
          imageHeight: p.main_image.height,
          createdAt: createdAt.get(p.id) ?? new Date(0),
        },
      ]),
    );
  }

  /** What a public page tells search engines and previews; an unknown painting gets the site's own, unindexed. */
  async meta(route: PageRoute, language: Language): Promise<PageMeta> {
    if (route.page !== 'painting') {
      return {
        language,
        title: pageTitle(route.page, language),
        description: PAGE_DESCRIPTIONS[route.page][language],
        canonical: this.url(route, language),
        alternates: this.alternates(route),
      };
    }
    const painting = (await this.catalogue(language)).get(route.id);
    if (!painting) return this.generic(language);
    const canonical = this.url(route, language);
    const scale = Math.min(1, IMAGE_VARIANTS[PREVIEW_VARIANT] / Math.max(painting.imageWidth, painting.imageHeight));
    const image = {
      url: `${this.origin}${imageUrl(painting.imageId, PREVIEW_VARIANT)}`,
      width: Math.round(painting.imageWidth * scale),
      height: Math.round(painting.imageHeight * scale),
      alt: painting.author ? `${painting.name}, ${painting.author}` : painting.name,
    };
    const description = shorten(painting.description) || PAGE_DESCRIPTIONS.painting[language];
    return {
      language,
      title: pageTitle('painting', language, painting.name),
      description,
      canonical,
      alternates: this.alternates(route),
      image,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'VisualArtwork',
        name: painting.name,
        description,
        url: canonical,
        inLanguage: language,
        image: { '@type': 'ImageObject', url: image.url, width: image.width, height: image.height },
        ...(painting.author ? { creator: { '@type': 'Person', name: painting.author } } : {}),
        ...(painting.year !== null ? { dateCreated: String(painting.year) } : {}),
        artform: language === 'ru' ? 'Живопись' : 'Painting',
        width: { '@type': 'Distance', name: `${painting.widthCm} cm` },
        height: { '@type': 'Distance', name: `${painting.heightCm} cm` },
      },
    };
  }

  /**
   * Whether the address names no painting of the catalogue (one never published, or removed): its
   * page is then answered 404, as a search engine must hear, though the app still draws it and
   * says so. False when the catalogue cannot be read: an outage is not an absence.
   */
  async missing(route: PageRoute | null, language: Language): Promise<boolean> {
    if (route?.page !== 'painting') return false;
    return this.catalogue(language).then(
      (catalogue) => !catalogue.has(route.id),
      () => false,
    );
  }

  /** The site's own title and description, for pages that are not public or not found. */
  generic(language: Language): PageMeta {
    return {
      language,
      title: pageTitle('home', language),
      description: PAGE_DESCRIPTIONS.home[language],
      noindex: true,
    };
  }

  /**
   * The app's index.html for a client route, with the page's head in its language; null when
   * there is no web build. Built once per page, language and catalogue version.
   */
  async html(route: PageRoute | null, language: Language): Promise<string | null> {
    const template = this.deps.template;
    if (!template) return null;
    const key = `${route ? this.url(route) : ''}|${language}`;
    const hit = this.pages.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    let meta: PageMeta;
    try {
      meta = route ? await this.meta(route, language) : this.generic(language);
    } catch (error) {
      // The app still loads (and reports the outage itself) when the catalogue cannot be read.
      this.deps.log.error({ err: error }, 'page head tags could not be built');
      return renderPage(template, this.generic(language));
    }
    const html = renderPage(template, meta);
    // Only known pages are kept, so made-up painting ids cannot grow the map.
    const known = route?.page !== 'painting' || (await this.catalogue(language)).has(route.id);
    if (generation === this.generation && known) this.pages.set(key, html);
    return html;
  }

  /** sitemap.xml: every public page and painting in each language, with its alternates. */
  sitemap(): Promise<string> {
    if (this.sitemapXml) return this.sitemapXml;
    const generation = this.generation;
    const building = this.buildSitemap();
    this.sitemapXml = building;
    const forget = () => {
      if (this.sitemapXml === building) this.sitemapXml = null;
    };
    building.then(() => generation !== this.generation && forget(), forget);
    return building;
  }

  private async buildSitemap(): Promise<string> {
    const paintings = [...(await this.catalogue('en')).values()];
    const routes: { route: PageRoute; lastmod?: Date }[] = [
      ...[...STATIC_PATHS.values()].map((route) => ({ route })),
      ...paintings.map((p) => ({ route: { page: 'painting' as const, id: p.id }, lastmod: p.createdAt })),
    ];
    const entries = routes.flatMap(({ route, lastmod }) => {
      const links = Object.entries(this.alternates(route))
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
        .join('');
      const modified =
        lastmod && lastmod.getTime() > 0 ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return LANGUAGES.map((language) => `<url><loc>${xml(this.url(route, language))}</loc>${modified}${links}</url>`);
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }
}

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
