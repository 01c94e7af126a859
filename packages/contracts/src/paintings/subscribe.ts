import { z } from 'zod';
import { Uuid } from '../common.ts';

/**
 * POST /api/paintings/{id}/subscribe: "report on arrival". The signed-in person gets one e-mail,
 * in their language, when the painting's tokens can be bought again (price above 0 and some
 * available). Asking twice is the same as asking once; asking after a notice asks again.
 */
export const SubscribeParams = z.object({ id: Uuid.meta({ description: 'The painting' }) });
export type SubscribeParams = z.infer<typeof SubscribeParams>;

export const SubscribeResponse = z
  .object({ success: z.literal(true), painting_id: Uuid })
  .meta({ id: 'PaintingSubscription' });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;
