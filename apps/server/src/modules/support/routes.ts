import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { FeedbackRequest, FeedbackResponse } from '@pinacoteca/contracts/support/feedback';
import type { Sql } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { requestMeta } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { bearer, signedInOrNull, type Guards } from '../auth/guards.ts';
import { recordFeedback } from './service.ts';

export const supportRoutes =
  (options: { sql: Sql; guards: Guards; perHour: number }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/feedback',
      {
        onRequest: options.guards.optionalAuth,
        config: {
          rateLimit: {
            max: options.perHour,
            timeWindow: 60 * 60 * 1000,
            keyGenerator: (request) => `feedback:${request.ip}`,
          },
        },
        schema: {
          tags: ['support'],
          summary: "Send a message to support; stored for operators (a signed-in person's with the account's e-mail)",
          security: [...bearer, {}],
          body: FeedbackRequest,
          response: { 201: FeedbackResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
        },
      },
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
    );
  };
