import { z } from 'zod';
import { Uuid, ErrorResponse } from '../common.ts';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '../constants.ts';
import { hasVisibleText } from '../rules.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * POST /api/paintings/{saleId}/buy: a request to buy the whole painting (SPEC §2, §5). The
 * person confirms being ready to buy and able to prove the funds; operators take it from
 * there, and an acknowledgement e-mail goes out in the person's language.
 */
export const BuyWholeParams = z.object({
  saleId: z.string().min(1).max(64).meta({ description: "The painting's sale_id", example: 'SALE-0001' }),
});
export type BuyWholeParams = z.infer<typeof BuyWholeParams>;

const confirmed = z.literal(true, { error: 'required' });

export const BuyWholeRequest = z.object({
  ready: confirmed.meta({ description: 'The person is ready to buy the whole painting' }),
  proof_of_funds: confirmed.meta({ description: 'The person can prove having the funds' }),
  message: z
    .string()
    .trim()
    .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: `max_chars:${SUPPORT_MESSAGE_MAX_LENGTH}` })
    // Nothing to see is no message, as blanks are.
    .transform((v) => (hasVisibleText(v) ? v : ''))
    .optional()
    .meta({ description: 'Anything the person wants the team to know' }),
});
export type BuyWholeRequest = z.infer<typeof BuyWholeRequest>;

export const BuyWholeResponse = z
  .object({ success: z.literal(true), request_id: Uuid })
  .meta({ id: 'WholePaintingRequest' });
export type BuyWholeResponse = z.infer<typeof BuyWholeResponse>;

export const buyWholePainting = {
  method: 'POST',
  path: '/api/paintings/:saleId/buy',
  access: 'signed-in',
  tags: ['catalogue'],
  summary:
    'Ask to buy the whole painting of this sale id, confirming readiness and the ability to prove funds; acknowledged by e-mail',
  params: BuyWholeParams,
  body: BuyWholeRequest,
  responses: { 200: BuyWholeResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
