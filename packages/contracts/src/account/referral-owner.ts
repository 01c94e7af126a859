import { z } from 'zod';

/** GET /api/referral/owner/{referral}: whose referral link brought a visitor (the start page shows it). */
export const ReferralOwnerParams = z.object({ referral: z.string().min(1).max(64) });
export type ReferralOwnerParams = z.infer<typeof ReferralOwnerParams>;

export const ReferralOwnerResponse = z.object({
  email: z.string().meta({
    description: "The owner's address masked: the first letters of the name, then ***, and the domain",
    example: 'an***@example.com',
  }),
});
export type ReferralOwnerResponse = z.infer<typeof ReferralOwnerResponse>;
