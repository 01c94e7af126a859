import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../adapters/storage.ts';
import { isVariant, negotiateFormat, VARIANT_NAMES, type MediaService } from './service.ts';

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

export const mediaRoutes =
  (media: MediaService, storage: Storage): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/images/:id/:variant',
      {
        schema: {
          tags: ['media'],
          summary: 'One size of a picture, as AVIF, WebP or JPEG depending on the Accept header',
          params: z.object({ id: z.uuid().toLowerCase(), variant: z.string() }),
        },
      },
      async (request, reply) => {
        const { id, variant } = request.params;
        if (!isVariant(variant))
          throw new HttpError(404, 'not_found', { variant: `one of ${VARIANT_NAMES.join(', ')}` });
        const format = negotiateFormat(request.headers.accept);
        const data = await media.variant(id, variant, format);
        if (!data) throw notFound();
        return reply
          .header('content-type', `image/${format}`)
          .header('vary', 'Accept')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(data);
      },
    );

    app.get(
      '/files/videos/:name',
      {
        schema: {
          tags: ['media'],
          summary: 'A painting video; supports range requests for seeking',
          params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.(mp4|webm)$/) }),
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        const key = `videos/${name}`;
        if (!(await storage.exists(key))) throw notFound();
        const path = storage.localPath(key);
        const size = (await fs.promises.stat(path)).size;
        const type = VIDEO_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
        reply
          .header('accept-ranges', 'bytes')
          .header('content-type', type)
          .header('cache-control', 'public, max-age=86400');
        const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
        if (range && (range[1] || range[2])) {
          const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
          const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
          if (start >= size || start > end) {
            return reply.code(416).header('content-range', `bytes */${size}`).send();
          }
          return reply
            .code(206)
            .header('content-range', `bytes ${start}-${end}/${size}`)
            .header('content-length', end - start + 1)
            .send(fs.createReadStream(path, { start, end }));
        }
        return reply.header('content-length', size).send(fs.createReadStream(path));
      },
    );
  };
