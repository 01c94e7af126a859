import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListAuthorsResponse } from '@pinacoteca/contracts/catalog/author';
import {
  GalleryFilter,
  GetPaintingParams,
  GetPaintingResponse,
  ListPaintingsResponse,
} from '@pinacoteca/contracts/catalog/painting';
import { DEFAULT_PAGE_SIZE, NEXT_CURSOR_HEADER } from '@pinacoteca/contracts/catalog/page';
import { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import { ErrorResponse, LocaleQuery } from '@pinacoteca/contracts/common';
import { notFound } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { Answer } from '../../lib/response-cache.ts';
import { foldForSearch } from './search.ts';
import type { CatalogService } from './service.ts';

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
    app.get(
      '/paintings',
      {
        // Answers come precompressed from the cache with fixed security headers (ResponseCache);
        // per-request compression and header building would only cost throughput here.
        compress: false,
        decompress: false,
        helmet: false,
        schema: {
          tags: ['catalogue'],
          summary: 'Paintings of the gallery, filtered and sorted, a page at a time',
          description:
            `Answers at most \`limit\` paintings (${DEFAULT_PAGE_SIZE} by default). When more follow, the ` +
            `\`${NEXT_CURSOR_HEADER}\` header holds the \`cursor\` of the next page (with the same filter and sort) ` +
            'and `Link` its address with rel="next"; the last page has neither.',
          querystring: GalleryFilter,
          response: {
            200: ListPaintingsResponse.meta({
              description: 'One page of paintings',
              // Headers are documented here for OpenAPI readers; the answer itself is a plain list.
            }),
            400: ErrorResponse,
          },
        },
      },
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
          return new Answer(page.items, headers);
        });
      },
    );

    app.get(
      '/paintings/:uuid',
      {
        // Answers come precompressed from the cache with fixed security headers (ResponseCache);
        // per-request compression and header building would only cost throughput here.
        compress: false,
        decompress: false,
        helmet: false,
        schema: {
          tags: ['catalogue'],
          summary: 'One painting with its price history and investments',
          params: GetPaintingParams,
          querystring: LocaleQuery,
          response: { 200: GetPaintingResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const { uuid } = request.params;
        if (!(await catalog.paintingExists(uuid))) throw notFound();
        return catalog.cache.send(request, reply, `painting:${uuid}:${language}`, () =>
          catalog.getPainting(uuid, language),
        );
      },
    );

    app.get(
      '/authors',
      {
        // Answers come precompressed from the cache with fixed security headers (ResponseCache);
        // per-request compression and header building would only cost throughput here.
        compress: false,
        decompress: false,
        helmet: false,
        schema: {
          tags: ['catalogue'],
          summary: 'Authors of the paintings',
          querystring: LocaleQuery,
          response: { 200: ListAuthorsResponse },
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        return catalog.cache.send(request, reply, `authors:${language}`, () => catalog.listAuthors(language));
      },
    );

    app.get(
      '/tokens',
      {
        // Answers come precompressed from the cache with fixed security headers (ResponseCache);
        // per-request compression and header building would only cost throughput here.
        compress: false,
        decompress: false,
        helmet: false,
        schema: {
          tags: ['catalogue'],
          summary: 'The index token and every art token',
          querystring: LocaleQuery,
          response: { 200: ListTokensResponse },
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        return catalog.cache.send(request, reply, `tokens:${language}`, async () => {
          const set = await catalog.tokenSet(language);
          return { indexToken: set.indexToken, artTokens: set.artTokens };
        });
      },
    );
  };
