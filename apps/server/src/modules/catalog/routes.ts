import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListAuthorsResponse } from '@pinacoteca/contracts/catalog/author';
import {
  GalleryFilter,
  GetPaintingParams,
  GetPaintingResponse,
  ListPaintingsResponse,
} from '@pinacoteca/contracts/catalog/painting';
import { ListTokensResponse } from '@pinacoteca/contracts/catalog/token';
import { ErrorResponse, LocaleQuery } from '@pinacoteca/contracts/common';
import { notFound } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { foldForSearch } from './search.ts';
import type { CatalogService } from './service.ts';

/** Stable cache key of a filter: same meaning, same key, whatever the parameter order. */
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
  ]);
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
          summary: 'Paintings of the gallery, filtered and sorted',
          querystring: GalleryFilter,
          response: { 200: ListPaintingsResponse, 400: ErrorResponse },
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        return catalog.cache.send(request, reply, `paintings:${language}:${filterKey(request.query)}`, () =>
          catalog.listPaintings(request.query, language),
        );
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
