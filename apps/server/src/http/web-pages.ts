import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messageText } from '@pinacoteca/contracts/messages';
import type { Config } from '../config.ts';
import type { Sql } from '../db/client.ts';
import { requestLanguage } from '../lib/locale.ts';
import { cleanPageAddress, CONTROL_IN_ADDRESS } from '../lib/unstorable-text.ts';
import { acceptedEncoding } from '../lib/response-cache.ts';
import type { CatalogService } from '../modules/catalog/service.ts';
import { prepareTemplate } from '../modules/seo/head.ts';
import { SeoPages, matchPage } from '../modules/seo/pages.ts';
import { RenderedPages, loadRenderer } from '../modules/seo/rendered-pages.ts';
import { pageCookieBar, pageHtml, pageLanguage, seoRoutes } from '../modules/seo/routes.ts';

/**
 * Addresses of files, not pages: everything under /assets/ (the build's hashed files) and any name
 * ending in an extension the build or the browser fetches as a file. One that does not exist answers
 * 404, never the app's page: a page loaded before a deploy asks for the old build's files, and HTML
 * in place of a script or a style breaks it silently (and a cache would keep the wrong answer).
 * `robots.txt` and `sitemap.xml` are routes of their own and never reach this.
 */
const FILE_PATH =
  /^\/assets\/|\.(?:js|mjs|cjs|css|map|json|webmanifest|wasm|woff2?|ttf|otf|eot|png|jpe?g|gif|svg|webp|avif|ico|bmp|txt|xml|pdf|mp4|webm)$/i;

/** An address under /gallery/ that no painting has (a painting's is `/gallery/<uuid>`, which `matchPage` knows). */
const NOT_A_PAINTING = /^\/gallery\/./i;

/**
 * The web app around the API: the built files, the public pages drawn in the visitor's language
 * (docs/decisions/0050) with their own head tags (0032), `sitemap.xml` and `robots.txt`, and the
 * single-page app's page for every other address. Answers 404 in JSON for unknown API and media
 * paths. Without a web build (API-only tests) only the 404s remain.
 */
export async function registerWebPages(
  app: FastifyInstance,
  { config, sql, catalog }: { config: Config; sql: Sql; catalog: CatalogService },
) {
  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  // The app's page is read once; each public route gets its own head tags in it (docs/decisions/0032).
  const seo = new SeoPages({
    sql,
    catalog,
    publicUrl: config.publicUrl,
    template: hasWeb ? prepareTemplate(fs.readFileSync(indexHtml, 'utf8')) : null,
    log: app.log,
  });
  await app.register(seoRoutes(seo));
  // Public pages are drawn here in the visitor's language and hydrated in the browser (docs/decisions/0050).
  const render = hasWeb ? await loadRenderer(config.webDist, app) : null;
  const renderedPages = render
    ? new RenderedPages({ render, seo, catalog, log: app.log, redrawIntervalMs: config.pageRedrawMs })
    : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash, so they can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    if (FILE_PATH.test(url)) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ message: messageText('not_found', requestLanguage(request)) });
    }
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // A control character in a page's path (an encoded line break) drew a blank page: the browser
      // is sent to the same path without it, as for a NUL (an outside tester).
      const clean = CONTROL_IN_ADDRESS.test(url) ? cleanPageAddress(request) : null;
      if (clean) return reply.redirect(clean, 303);
      // Public pages come drawn; other routes are the single-page app's (it redirects unknown paths).
      const route = matchPage(url);
      const view = { language: pageLanguage(request), cookieBar: pageCookieBar(request) };
      const drawn = route && renderedPages && (await renderedPages.document(request.url, route, view));
      if (drawn) {
        const encoding = acceptedEncoding(request);
        reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
          .type('text/html; charset=utf-8');
        if (!encoding) return reply.send(drawn.html);
        return reply.header('content-encoding', encoding).send(await drawn.bytes(encoding));
      }
      const html = await pageHtml(seo, request);
      if (html !== null) {
        // A painting address naming none answered 200, a page search engines kept (an outside
        // tester); so did one under /gallery/ that is no painting's address at all.
        const missing = route ? await seo.missing(route, view.language) : NOT_A_PAINTING.test(url);
        return reply
          .code(missing ? 404 : 200)
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Language, Cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    return reply.code(404).send({ message: messageText('not_found', requestLanguage(request)) });
  });
}
