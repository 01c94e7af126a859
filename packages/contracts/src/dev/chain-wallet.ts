import { z } from 'zod';

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
