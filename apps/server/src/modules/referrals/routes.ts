import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { BonusesResponse } from '@pinacoteca/contracts/referral/bonuses';
import { PartnersResponse } from '@pinacoteca/contracts/referral/partners';
import { bearer, currentAuth, type Guards } from '../auth/guards.ts';
import type { ReferralService } from './service.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };

export const referralRoutes =
  (options: { referrals: ReferralService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const { referrals, guards } = options;

    app.get(
      '/referral/partners',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['referral'],
          summary:
            'Partners of the signed-in person: who registered through their link (level 1) and through those (level 2)',
          security: bearer,
          response: { 200: PartnersResponse, ...guarded },
        },
      },
      async (request) => referrals.partners(currentAuth(request).userId),
    );

    app.get(
      '/referral/bonuses',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['referral'],
          summary: 'Referral bonuses received, in index tokens with up to 6 decimals',
          security: bearer,
          response: { 200: BonusesResponse, ...guarded },
        },
      },
      async (request) => ({ index_token_amount: await referrals.bonusesReceived(currentAuth(request).userId) }),
    );
  };
