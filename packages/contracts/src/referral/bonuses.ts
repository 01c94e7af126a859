import { z } from 'zod';
import { TokenAmount } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/referral/bonuses: the referral bonuses the signed-in person has received, in index
 * tokens to the last of their 6 decimals (SPEC §2 Partners: "bonuses received, in the index token
 * unit"). The sum of the ledger's bonus credits to the person, less what was taken back when the
 * order that earned a bonus was refunded (docs/decisions/0061) or its tokens were sold back or
 * withdrawn soon after (0066, 0067); a bonus is held, not the person's to move, for
 * `clawback_days` after the purchase that earned it (0067).
 */
export const BonusesResponse = z
  .object({
    index_token_amount: TokenAmount.meta({
      description: 'INDEX received as referral bonuses, with up to 6 decimals',
      example: '2.93',
    }),
    held_amount: TokenAmount.meta({
      description:
        'Of index_token_amount, INDEX still held: credited, but not the person’s to sell, swap or withdraw until clawback_days have passed since the purchase that earned it',
      example: '1.2',
    }),
    next_release_at: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'When the first of the held bonuses becomes the person’s (null when none is held)',
      example: '2026-12-27T10:00:00.000Z',
    }),
    clawback_days: z.number().int().min(0).meta({
      description:
        'A bonus is held this many days after the purchase that earned it, and goes back, in proportion, when the partner sells the tokens back to the platform or withdraws them within that time (0: bonuses are credited at once and never taken back by a sale; REFERRAL_CLAWBACK_DAYS)',
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
