import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { FeedbackRequest, FeedbackResponse } from '@pinacoteca/contracts/support/feedback';
import type { Sql } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { bearer, signedInOrNull, type Guards } from '../auth/guards.ts';

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
        const { message } = request.body;
        const member = signedInOrNull(request);
        // Signed-in people are answered at their account's address, whatever the body says;
        // guests must say where to answer.
        let email = request.body.email;
        if (member) {
          const [user] = await options.sql<{ email: string }[]>`select email from users where id = ${member.userId}`;
          email = user?.email;
        }
        if (!email) throw new HttpError(400, 'required', { email: 'required' });
        const [row] = await options.sql<{ id: string }[]>`
          insert into feedback (email, user_id, message, locale, ip, user_agent)
          values (${email}, ${member?.userId ?? null}, ${message}, ${requestLanguage(request)}, ${request.ip},
                  ${request.headers['user-agent']?.slice(0, 500) ?? null})
          returning id`;
        return reply.code(201).send({ id: row!.id });
      },
    );
  };
