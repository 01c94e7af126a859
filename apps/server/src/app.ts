import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messageText } from '@pinacoteca/contracts/messages';
import type { Config } from './config.ts';
import type { Sql } from './db/client.ts';
import { localStorage, type Storage } from './adapters/storage.ts';
import { installErrorHandling } from './lib/errors.ts';
import { requestLanguage } from './lib/locale.ts';
import { postgresRateLimitStore } from './lib/rate-limit-store.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { flagRoutes } from './modules/flags/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { MediaService } from './modules/media/service.ts';
import { supportRoutes } from './modules/support/routes.ts';

export interface AppDeps {
  config: Config;
  sql: Sql;
  storage?: Storage;
}

export interface App {
  app: FastifyInstance;
  catalog: CatalogService;
  media: MediaService;
}

export const OPENAPI_INFO = {
  title: 'Pinacoteca API',
  description: 'Paintings split into tokens: catalogue, accounts, orders and payments.',
  version: '0.1.0',
};

export async function buildApp({ config, sql, storage = localStorage(config.uploadsDir) }: AppDeps): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 4 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const catalog = new CatalogService(sql);
  const media = new MediaService(sql, storage);

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

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      tags: [
        { name: 'catalogue', description: 'Paintings, authors and tokens' },
        { name: 'system', description: 'Feature flags' },
        { name: 'support', description: 'Messages to support' },
        { name: 'media', description: 'Pictures and videos' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes(catalog));
      await api.register(flagRoutes(sql));
      await api.register(supportRoutes({ sql, perHour: config.rateLimits.feedbackPerHour }));
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes(media, storage), { prefix: '/media' });

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
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

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes: the single-page app decides (and redirects unknown paths).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: messageText('not_found', requestLanguage(request)) });
  });

  return { app, catalog, media };
}
