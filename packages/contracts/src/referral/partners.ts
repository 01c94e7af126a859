import { z } from 'zod';
import { type Endpoint } from '../endpoint.ts';

/** SPEC §3 Partner. */
export const Partner = z
  .object({
    /** How far down the referral chain a partner is: 1 invited by you, 2 invited by a partner of level 1. */
    level: z.union([z.literal(1), z.literal(2)]),
    email: z.string(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof Partner>;

/**
 * GET /api/referral/partners: the people who registered through the signed-in person's
 * referral link (level 1) and through theirs (level 2); level 1 first, oldest first. Removed,
 * erased and unconfirmed accounts are not listed (docs/decisions/0020).
 */
export const PartnersResponse = z.array(Partner);
export type PartnersResponse = z.infer<typeof PartnersResponse>;

export const listPartners = {
  method: 'GET',
  path: '/api/referral/partners',
  access: 'signed-in',
  tags: ['referral'],
  summary: 'Partners of the signed-in person: who registered through their link (level 1) and through those (level 2)',
  responses: { 200: PartnersResponse },
} as const satisfies Endpoint;
