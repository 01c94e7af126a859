import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { requestMeta } from '../../lib/http.ts';
import { countHit, tooManyRequests } from '../../lib/rate-limit-store.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { signedInOrNull } from '../auth/guards.ts';
import { recordFeedback } from './service.ts';
import { sendFeedback } from '@pinacoteca/contracts/support/feedback';
import { route } from '../../lib/route.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How many requests, refused ones included, one address may send for each message it may send. */
const REQUESTS_PER_MESSAGE = 4;

export const supportRoutes =
  (options: { sql: Sql; perHour: number }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      sendFeedback,
      async (request, reply) => {
        const member = signedInOrNull(request);
        const key = `feedback-sent:${request.ip}`;
        const saved = await options.sql.begin(async (tx) => {
          const recorded = await recordFeedback(
            tx,
            {
              message: request.body.message,
              email: request.body.email,
              userId: member?.userId ?? null,
              language: requestLanguage(request),
            },
            requestMeta(request),
          );
          if (!recorded) return null;
          // Only messages taken count toward the hour's limit: a sender who mistyped their e-mail a
          // few times must still reach support (an outside tester was refused for an hour after
          // one message and three mistakes). Past the limit the message is not kept either.
          const { count, ttl } = await countHit(tx, key, HOUR_MS);
          if (count > options.perHour) throw tooManyRequests(ttl);
          return recorded;
        });
        if (!saved) throw new HttpError(400, 'required', { email: 'required' });
        return reply.code(201).send({ id: saved.id });
      },
      {
        config: {
          // A cap on every request, refused ones included, so that floods are answered cheaply.
          rateLimit: {
            max: options.perHour * REQUESTS_PER_MESSAGE,
            timeWindow: HOUR_MS,
            keyGenerator: (request) => `feedback:${request.ip}`,
          },
        },
      },
    );
  };
