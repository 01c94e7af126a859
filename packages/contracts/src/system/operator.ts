import { z } from 'zod';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/system/operator: the legal entity that runs the platform, as the footer and the terms
 * name it. Server configuration (OPERATOR_*), the same for every visitor.
 */
export const OperatorResponse = z.object({
  /** Registered name, e.g. "Pinacoteca Art Ltd". */
  name: z.string().min(1),
  /** Registered office address, one line. */
  address: z.string().min(1),
  /** Where the company is registered, e.g. "England and Wales". */
  jurisdiction: z.string().min(1),
  /** Company number in that register. */
  registration: z.string().min(1),
});
export type OperatorResponse = z.infer<typeof OperatorResponse>;

export const getOperator = {
  method: 'GET',
  path: '/api/system/operator',
  access: 'public',
  tags: ['system'],
  summary: 'The legal entity operating the platform: name, address, jurisdiction and company number',
  responses: { 200: OperatorResponse },
} as const satisfies Endpoint;
