import { z } from 'zod';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/** GET /api/referral/owner/{referral}: whose referral link brought a visitor (the start page shows it). */
export const ReferralOwnerParams = z.object({ referral: z.string().min(1).max(64, { error: 'not_found' }) });
export type ReferralOwnerParams = z.infer<typeof ReferralOwnerParams>;

export const ReferralOwnerResponse = z.object({
  email: z.string().meta({
    description: "The owner's address masked: the first letters of the name, then ***, and the domain",
    example: 'an***@example.com',
  }),
});
export type ReferralOwnerResponse = z.infer<typeof ReferralOwnerResponse>;

export const getReferralOwner = {
  method: 'GET',
  path: '/api/referral/owner/:referral',
  access: 'public',
  tags: ['account'],
  summary: "The masked e-mail of a referral code's owner, shown on the registration start page",
  params: ReferralOwnerParams,
  responses: { 200: ReferralOwnerResponse, 404: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
