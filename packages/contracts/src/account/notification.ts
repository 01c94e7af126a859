import { z } from 'zod';
import { NOTIFICATION_TYPES, GetAccountResponse } from './account.ts';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/** POST /api/account/notification: one of the four switches; answers the updated account. */
export const NotificationRequest = z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() });
export type NotificationRequest = z.infer<typeof NotificationRequest>;

export const setNotifications = {
  method: 'POST',
  path: '/api/account/notification',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Switch one notification type on or off; answers the account',
  body: NotificationRequest,
  responses: { 200: GetAccountResponse, 400: ErrorResponse },
} as const satisfies Endpoint;
