import { z } from 'zod';
import { ChainReach } from '../catalog/transparency.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/system/status: what the web needs to know of this server before it asks for things the
 * server may not have. Production has no dev routes at all, and the web asked for them anyway (a
 * 404 in the console on every /deposit and /dev/mail); a chain the server cannot reach makes the
 * deposit page's "within seconds" untrue.
 */
export const SystemStatus = z
  .object({
    /** Whether the development routes under /api/dev answer this client (outside production, from this machine). */
    dev_routes: z.boolean(),
    chain: ChainReach,
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof SystemStatus>;

export const getSystemStatus = {
  method: 'GET',
  path: '/api/system/status',
  access: 'public',
  tags: ['system'],
  summary: 'Whether the development routes answer this client, and whether the platform reaches the chain',
  responses: { 200: SystemStatus },
} as const satisfies Endpoint;
