import { z } from 'zod';
import { NOTIFICATION_TYPES } from './account.ts';

/** POST /api/account/notification: one of the four switches; answers the updated account. */
export const NotificationRequest = z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() });
export type NotificationRequest = z.infer<typeof NotificationRequest>;
