import { z } from 'zod';
import { TokenAmount } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/referral/bonuses: the referral bonuses the signed-in person has received, in index
 * tokens to the last of their 6 decimals (SPEC §2 Partners: "bonuses received, in the index token
 * unit"). The sum of the ledger's bonus credits to the person's INDEX balance, less what was taken
 * back when the order that earned a bonus was refunded (docs/decisions/0061) or sold back soon
 * after (docs/decisions/0066).
 */
export const BonusesResponse = z
  .object({
    index_token_amount: TokenAmount.meta({
      description: 'INDEX received as referral bonuses, with up to 6 decimals',
      example: '2.93',
    }),
    clawback_days: z.number().int().min(0).meta({
      description:
        'A bonus goes back, in proportion, when the partner sells back to the platform within this many days of the purchase that earned it (0: never; REFERRAL_CLAWBACK_DAYS)',
      example: 30,
    }),
  })
  .meta({ id: 'ReferralBonuses' });
export type BonusesResponse = z.infer<typeof BonusesResponse>;

export const listBonuses = {
  method: 'GET',
  path: '/api/referral/bonuses',
  access: 'signed-in',
  tags: ['referral'],
  summary: 'Referral bonuses received, in index tokens with up to 6 decimals',
  responses: { 200: BonusesResponse },
} as const satisfies Endpoint;
