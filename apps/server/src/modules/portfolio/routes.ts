import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentAuth } from '../auth/guards.ts';
import { portfolioBalance } from './balance.ts';
import { getBalance } from '@pinacoteca/contracts/account/balance';
import { route } from '../../lib/route.ts';

/** What a signed-in person holds: the wallet's balance (SPEC §7: GET /api/account/balance). */
export const portfolioRoutes =
  ({ sql }: { sql: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getBalance, async (request) => portfolioBalance(sql, currentAuth(request).userId));
  };
