import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OperatorResponse, getOperator } from '@pinacoteca/contracts/system/operator';
import { route } from '../../lib/route.ts';

/** The details change only with the configuration, so browsers and proxies may keep them for an hour. */
const MAX_AGE_SECONDS = 60 * 60;

export const operatorRoutes =
  (operator: OperatorResponse): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getOperator, async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
      return operator;
    });
  };
