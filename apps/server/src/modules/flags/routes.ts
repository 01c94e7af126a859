import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/client.ts';
import { listFlags } from './service.ts';
import { getFeatureFlags } from '@pinacoteca/contracts/system/feature-flags';
import { route } from '../../lib/route.ts';

export const flagRoutes =
  (sql: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getFeatureFlags, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return listFlags(sql);
    });
  };
