import { z } from 'zod';
import { emailTokenRule } from '../rules.ts';
import { SuccessResponse } from '../auth/token.ts';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/** POST /api/account-recovery/confirm: the link's token restores the account. Answers `{ success: true }`. */
export const RecoveryConfirmRequest = z.object({ token: emailTokenRule });
export type RecoveryConfirmRequest = z.infer<typeof RecoveryConfirmRequest>;

export const confirmRecovery = {
  method: 'POST',
  path: '/api/account-recovery/confirm',
  access: 'signed-in-or-removed',
  tags: ['account'],
  summary: "Restore the removed account with the link's token",
  body: RecoveryConfirmRequest,
  responses: { 200: SuccessResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
