import { z } from 'zod';
import { ChainNetwork, ChainReach } from '../catalog/transparency.ts';
import { ErrorResponse } from '../common.ts';
import { PAYMENT_CURRENCIES } from '../enums.ts';
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
    /**
     * Which chain runs: the pages that send tokens or USDC off the platform, or take them in, name
     * it, so nobody is told "devnet" by a platform running its own development chain.
     */
    network: ChainNetwork,
    /**
     * The payment currencies orders can be placed in on this server (a provider takes them):
     * production without a coin provider takes USDC only, and the payment page offered the other
     * five until Pay was refused (an outside tester's first production day).
     */
    currencies: z.array(z.enum(PAYMENT_CURRENCIES)),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof SystemStatus>;

export const getSystemStatus = {
  method: 'GET',
  path: '/api/system/status',
  access: 'public',
  tags: ['system'],
  summary:
    'Whether the development routes answer this client, whether the platform reaches the chain, and which currencies it takes; 503 while this process cannot reach its database (a load balancer’s health check)',
  responses: { 200: SystemStatus, 503: ErrorResponse },
} as const satisfies Endpoint;
