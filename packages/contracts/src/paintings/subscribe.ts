import { z } from 'zod';
import { Uuid, ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

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

export const subscribeToPainting = {
  method: 'POST',
  path: '/api/paintings/:id/subscribe',
  access: 'signed-in',
  tags: ['catalogue'],
  summary: "Report on arrival: e-mail me once when this painting's tokens can be bought again",
  params: SubscribeParams,
  responses: { 200: SubscribeResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
