import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { messageText } from '@pinacoteca/contracts/messages';
import type { Config } from '../config.ts';
import type { Sql } from '../db/client.ts';
import { requestLanguage } from '../lib/locale.ts';
import { postgresRateLimitStore } from '../lib/rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on routes that send fixed security headers of their own (the response cache's). */
    securityHeaders?: boolean;
  }
}

/**
 * The headers helmet sets for `options`, worked out once: helmet's middleware run against a
 * response that records them. None of them depends on the request, and helmet through its Fastify
 * plugin built the whole policy again for every request (parsing each directive: 2 % of the
 * server's time per order).
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * What every answer gets: security headers (a strict content security policy), compression, and
 * the rate limiter routes opt into, counting in PostgreSQL so every replica shares the counts.
 */
export async function registerSecurity(app: FastifyInstance, { config, sql }: { config: Config; sql: Sql }) {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(sql),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: messageText('too_many_requests', requestLanguage(request)),
      retryAfter: context.after,
    }),
  });
}
