import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BalanceResponse } from '@pinacoteca/contracts/account/balance';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import type { Db } from '../../db/client.ts';
import { bearer, currentAuth, type Guards } from '../auth/guards.ts';
import { portfolioBalance } from './balance.ts';

/** What a signed-in person holds: the wallet's balance (SPEC §7: GET /api/account/balance). */
export const portfolioRoutes =
  ({ sql, guards }: { sql: Db; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/balance',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'Tokens held and their value at current prices',
          security: bearer,
          response: { 200: BalanceResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async (request) => portfolioBalance(sql, currentAuth(request).userId),
    );
  };
