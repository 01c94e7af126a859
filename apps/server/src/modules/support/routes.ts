import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { requestMeta } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { signedInOrNull } from '../auth/guards.ts';
import { recordFeedback } from './service.ts';
import { sendFeedback } from '@pinacoteca/contracts/support/feedback';
import { route } from '../../lib/route.ts';

export const supportRoutes =
  (options: { sql: Sql; perHour: number }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      sendFeedback,
      async (request, reply) => {
        const member = signedInOrNull(request);
        const saved = await recordFeedback(
          options.sql,
          {
            message: request.body.message,
            email: request.body.email,
            userId: member?.userId ?? null,
            language: requestLanguage(request),
          },
          requestMeta(request),
        );
        if (!saved) throw new HttpError(400, 'required', { email: 'required' });
        return reply.code(201).send({ id: saved.id });
      },
      {
        config: {
          rateLimit: {
            max: options.perHour,
            timeWindow: 60 * 60 * 1000,
            keyGenerator: (request) => `feedback:${request.ip}`,
          },
        },
      },
    );
  };
