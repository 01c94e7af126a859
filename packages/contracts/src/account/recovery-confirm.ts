import { z } from 'zod';
import { emailTokenRule } from '../rules.ts';

/** POST /api/account-recovery/confirm: the link's token restores the account. Answers `{ success: true }`. */
export const RecoveryConfirmRequest = z.object({ token: emailTokenRule });
export type RecoveryConfirmRequest = z.infer<typeof RecoveryConfirmRequest>;
