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

    route(app, listBonuses, async (request) => {
      const bonuses = await referrals.bonusesReceived(currentAuth(request).userId);
      return {
        index_token_amount: bonuses.received,
        held_amount: bonuses.held,
        next_release_at: bonuses.nextRelease,
        clawback_days: referrals.clawbackDays,
      };
    });
  };
