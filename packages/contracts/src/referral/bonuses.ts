import { z } from 'zod';
import { Quantity } from '../common.ts';

/**
 * GET /api/referral/bonuses: the referral bonuses the signed-in person has received, in whole
 * index tokens (SPEC §2 Partners: "bonuses received, in the index token unit"). The sum of the
 * ledger's bonus credits to the person's INDEX balance.
 */
export const BonusesResponse = z
  .object({
    index_token_amount: Quantity.meta({ description: 'Whole INDEX tokens received as referral bonuses', example: '0' }),
  })
  .meta({ id: 'ReferralBonuses' });
export type BonusesResponse = z.infer<typeof BonusesResponse>;
