import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type GalleryFilter, listPaintings, getPainting } from '@pinacoteca/contracts/catalog/painting';
import { DEFAULT_PAGE_SIZE, NEXT_CURSOR_HEADER } from '@pinacoteca/contracts/catalog/page';
import { notFound } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { Answer, JsonText } from '../../lib/response-cache.ts';
import { foldForSearch } from './search.ts';
import type { CatalogService } from './service.ts';
import { listAuthors } from '@pinacoteca/contracts/catalog/author';
import { listTokens } from '@pinacoteca/contracts/catalog/token';
import { route } from '../../lib/route.ts';

/** Stable cache key of a filter and page size: same meaning, same key, whatever the parameter order. */
function filterKey(filter: GalleryFilter): string {
  const sorted = (list?: (string | number)[]) => (list ? [...list].map(String).sort().join(',') : '');
  return JSON.stringify([
    foldForSearch(filter.search_query ?? ''),
    filter.buy_a_whole ?? false,
    filter.buy_a_part ?? false,
    sorted(filter.authors),
    sorted(filter.genres),
    sorted(filter.technics),
    sorted(filter.eras),
    filter.sort ?? 'recommended_asc',
    filter.limit ?? DEFAULT_PAGE_SIZE,
  ]);
}

/** The address of the next page: this request's, with the cursor replaced. */
function nextLink(url: string, cursor: string): string {
  const [path = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('cursor', cursor);
  return `<${path}?${params.toString()}>; rel="next"`;
}

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      listPaintings,
      (request, reply) => {
        const language = requestLanguage(request);
        const filter = request.query;
        // First pages (the common case, unfiltered above all) are kept; later pages are too
        // many to keep and cheap to read by their keys.
        const key = filter.cursor === undefined ? `paintings:${language}:${filterKey(filter)}` : null;
        return catalog.cache.send(request, reply, key, async () => {
          const page = await catalog.listPaintingsPage(filter, language, filter.limit ?? DEFAULT_PAGE_SIZE);
          const headers: Record<string, string> = page.next
            ? { [NEXT_CURSOR_HEADER]: page.next, link: nextLink(request.url, page.next) }
            : {};
          return new Answer(new JsonText(page.json), headers);
        });
      },
      {
        // Answers come precompressed from the cache with fixed security headers (ResponseCache);
        // per-request compression and header building would only cost throughput here.
        compress: false,
        decompress: false,
        config: { securityHeaders: false },
      },
    );

    route(
      app,
      getPainting,
      async (request, reply) => {
        const language = requestLanguage(request);
        const { uuid } = request.params;
        if (!(await catalog.paintingExists(uuid))) throw notFound();
        return catalog.cache.send(request, reply, `painting:${uuid}:${language}`, () =>
          catalog.getPainting(uuid, language),
        );
      },
      {
        // Answers come precompressed from the cache with fixed security headers (ResponseCache);
        // per-request compression and header building would only cost throughput here.
        compress: false,
        decompress: false,
        config: { securityHeaders: false },
      },
    );

    route(
      app,
      listAuthors,
      (request, reply) => {
        const language = requestLanguage(request);
        return catalog.cache.send(request, reply, `authors:${language}`, () => catalog.listAuthors(language));
      },
      {
        // Answers come precompressed from the cache with fixed security headers (ResponseCache);
        // per-request compression and header building would only cost throughput here.
        compress: false,
        decompress: false,
        config: { securityHeaders: false },
      },
    );

    route(
      app,
      listTokens,
      (request, reply) => {
        const language = requestLanguage(request);
        return catalog.cache.send(request, reply, `tokens:${language}`, async () => {
          const set = await catalog.tokenSet(language);
          return { indexToken: set.indexToken, artTokens: set.artTokens };
        });
      },
      {
        // Answers come precompressed from the cache with fixed security headers (ResponseCache);
        // per-request compression and header building would only cost throughput here.
        compress: false,
        decompress: false,
        config: { securityHeaders: false },
      },
    );
  };
