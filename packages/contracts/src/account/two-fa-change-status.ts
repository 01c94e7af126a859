import { z } from 'zod';
import { twoFaCodeRule } from '../rules.ts';

/**
 * POST /api/account/2fa/change-status: turns two-factor on (with a code of the secret from
 * GET /api/account/2fa/secrets) or off (with a code of the active secret). A wrong code answers
 * 400 with `errors.code`. Answers `{ success: true }`.
 */
export const TwoFaChangeStatusRequest = z.object({ code: twoFaCodeRule, enable: z.boolean() });
export type TwoFaChangeStatusRequest = z.infer<typeof TwoFaChangeStatusRequest>;
