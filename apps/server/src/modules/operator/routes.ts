import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OperatorResponse } from '@pinacoteca/contracts/system/operator';

/** The details change only with the configuration, so browsers and proxies may keep them for an hour. */
const MAX_AGE_SECONDS = 60 * 60;

export const operatorRoutes =
  (operator: OperatorResponse): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/system/operator',
      {
        schema: {
          tags: ['system'],
          summary: 'The legal entity operating the platform: name, address, jurisdiction and company number',
          response: { 200: OperatorResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
        return operator;
      },
    );
  };
