import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeatureFlagsResponse } from '@pinacoteca/contracts/system/feature-flags';
import type { Sql } from '../../db/client.ts';
import { listFlags } from './service.ts';

export const flagRoutes =
  (sql: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/system/feature-flags/state',
      {
        schema: {
          tags: ['system'],
          summary: 'Which of deposit, withdraw and swap are switched on',
          response: { 200: FeatureFlagsResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return listFlags(sql);
      },
    );
  };
