import { z } from 'zod';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/dev/chain/wallet (absent in production): the embedded chain's test wallet, which
 * stands in for the investor's own wallet app, with what it holds of each platform token.
 */
export const DevWalletResponse = z
  .object({
    address: z.string(),
    sol: z.string(),
    usdc: z.string(),
    tokens: z.array(z.object({ token_id: z.uuid(), symbol: z.string(), mint_address: z.string(), amount: z.string() })),
  })
  .meta({ id: 'DevWalletResponse' });
export type DevWalletResponse = z.infer<typeof DevWalletResponse>;

export const getDevWallet = {
  method: 'GET',
  path: '/api/dev/chain/wallet',
  access: 'public',
  tags: ['dev'],
  summary:
    "Development only: the embedded chain's test wallet (it stands in for the investor's wallet app): its address and what it holds",
  responses: { 200: DevWalletResponse },
} as const satisfies Endpoint;
