import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { messageText } from '@pinacoteca/contracts/messages';
import type { Config } from '../config.ts';
import type { Sql } from '../db/client.ts';
import { requestLanguage } from '../lib/locale.ts';
import { postgresRateLimitStore } from '../lib/rate-limit-store.ts';

/**
 * What every answer gets: security headers (a strict content security policy), compression, and
 * the rate limiter routes opt into, counting in PostgreSQL so every replica shares the counts.
 */
export async function registerSecurity(app: FastifyInstance, { config, sql }: { config: Config; sql: Sql }) {
  await app.register(helmet, {
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
