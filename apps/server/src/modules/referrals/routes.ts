import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../auth/guards.ts';
import type { ReferralService } from './service.ts';
import { listPartners } from '@pinacoteca/contracts/referral/partners';
import { listBonuses } from '@pinacoteca/contracts/referral/bonuses';
import { route } from '../../lib/route.ts';

export const referralRoutes =
  (options: { referrals: ReferralService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { referrals } = options;

    route(app, listPartners, async (request) => referrals.partners(currentAuth(request).userId));

    route(app, listBonuses, async (request) => ({
      index_token_amount: await referrals.bonusesReceived(currentAuth(request).userId),
      clawback_days: referrals.clawbackDays,
    }));
  };
