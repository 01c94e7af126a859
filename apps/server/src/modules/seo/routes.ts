import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '@pinacoteca/contracts/constants';
import { requestLanguage } from '../../lib/locale.ts';
import { LANGUAGE_PARAM, matchPage, type SeoPages } from './pages.ts';

/**
 * Signed-in and sign-in areas of the web app (SPEC §2), and the API: nothing there for a search
 * engine. Public pages stay open; /tokens/buy is the signed-in purchase, not the public table.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/dev/',
  '/auth',
  '/registration',
  '/reset-password',
  '/wallet',
  '/portfolio',
  '/tokens/buy',
  '/operations',
  '/partners',
  '/settings',
  '/account',
  '/account-recovery',
  '/logout',
  '/deposit',
  '/withdraw',
  '/sell',
  '/swap',
  '/admin',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

function cookieValue(request: FastifyRequest, wanted: string): string | undefined {
  const cookies = request.headers.cookie;
  if (!cookies) return undefined;
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === wanted) return value;
  }
  return undefined;
}

/**
 * A page's language: its `?lang=` (the address hreflang alternates give), else the visitor's
 * stored choice (the language cookie), else the request's (Accept-Language).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.url.indexOf('?');
  if (query >= 0) {
    const chosen = new URLSearchParams(request.url.slice(query + 1)).get(LANGUAGE_PARAM);
    if (isLanguage(chosen)) return chosen;
  }
  const stored = cookieValue(request, LANGUAGE_COOKIE);
  return isLanguage(stored) ? stored : requestLanguage(request);
}

/** Whether the page goes out with the cookie notice: until the visitor's browser records that they saw it. */
export function pageCookieBar(request: FastifyRequest): boolean {
  return cookieValue(request, CONSENT_COOKIE) !== CONSENT_ACCEPTED;
}

/** The app's index.html for a client route, with the page's head tags; null without a web build. */
export function pageHtml(seo: SeoPages, request: FastifyRequest): Promise<string | null> {
  return seo.html(matchPage(request.url.split('?')[0] ?? '/'), pageLanguage(request));
}

export const seoRoutes =
  (seo: SeoPages): FastifyPluginAsync =>
  async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(seo.origin)),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(await seo.sitemap()),
    );
  };
