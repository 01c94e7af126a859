import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { FeedbackRequest, FeedbackResponse } from '@pinacoteca/contracts/support/feedback';
import type { Sql } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/locale.ts';

export const supportRoutes =
  (options: { sql: Sql; perHour: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/feedback',
      {
        config: {
          rateLimit: {
            max: options.perHour,
            timeWindow: 60 * 60 * 1000,
            keyGenerator: (request) => `feedback:${request.ip}`,
          },
        },
        schema: {
          tags: ['support'],
          summary: 'Send a message to support; stored for operators',
          body: FeedbackRequest,
          response: { 201: FeedbackResponse, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { email, message } = request.body;
        // Guests must say where to answer; signed-in people are answered at their account's address.
        if (!email) throw new HttpError(400, 'required', { email: 'required' });
        const [row] = await options.sql<{ id: string }[]>`
          insert into feedback (email, message, locale, ip, user_agent)
          values (${email}, ${message}, ${requestLanguage(request)}, ${request.ip},
                  ${request.headers['user-agent']?.slice(0, 500) ?? null})
          returning id`;
        return reply.code(201).send({ id: row!.id });
      },
    );
  };
