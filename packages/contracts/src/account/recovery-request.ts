import { z } from 'zod';
import { LocaleQuery, ErrorResponse } from '../common.ts';
import { callbackUrlRule } from '../rules.ts';
import { type Endpoint } from '../endpoint.ts';

export const RecoveryRequestQuery = LocaleQuery;

/** POST /api/account-recovery/request: e-mails a link that restores the signed-in, removed account. */
export const RecoveryRequestRequest = z.object({
  callback_url: callbackUrlRule.meta({ example: 'https://pinacoteca.example/account-recovery/confirm' }),
});
export type RecoveryRequestRequest = z.infer<typeof RecoveryRequestRequest>;

export const RecoveryRequestResponse = z.object({
  resend_available_at: z.int().meta({ description: 'Unix time (seconds) from which asking again is accepted' }),
});
export type RecoveryRequestResponse = z.infer<typeof RecoveryRequestResponse>;

export const requestRecovery = {
  method: 'POST',
  path: '/api/account-recovery/request',
  access: 'signed-in-or-removed',
  tags: ['account'],
  summary: 'E-mail a link that restores the removed account',
  query: RecoveryRequestQuery,
  body: RecoveryRequestRequest,
  responses: { 200: RecoveryRequestResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
