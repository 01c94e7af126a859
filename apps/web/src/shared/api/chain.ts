import type { ChainNetwork } from '@pinacoteca/contracts/catalog/transparency';
import { useDevRoutes, useSystemStatus } from './system-status.ts';

/** The chain the platform runs on (GET /api/system/status, which every page reads); undefined until the server has said. */
export function useChain(): ChainNetwork | undefined {
  return useSystemStatus()?.network;
}

/**
 * How the pages that send tokens or USDC off the platform, or take them in, name its chain:
 * - `devnet`: Solana devnet, where a person's own wallet app works;
 * - `embedded`: the platform's own development chain (a Solana runtime in the server), which no
 *   wallet on devnet or mainnet can reach (an outside tester, told "devnet" on a fresh `npm start`,
 *   would have sent from a real devnet wallet);
 * - `embedded_test_wallet`: the same, with the test wallet on the page standing in for the
 *   person's wallet app (the dev routes answer, so the page offers it);
 * - `unknown`: until the server has said, nothing a wallet could be misled by.
 */
export type ChainWording = 'unknown' | 'devnet' | 'embedded' | 'embedded_test_wallet';

export function chainWording(chain: ChainNetwork | undefined, devRoutes: boolean): ChainWording {
  if (chain === undefined) return 'unknown';
  if (chain === 'devnet') return 'devnet';
  return devRoutes ? 'embedded_test_wallet' : 'embedded';
}

/** Which wording of the chain the page shows (chainWording), from what the server has said. */
export function useChainWording(): ChainWording {
  return chainWording(useChain(), useDevRoutes());
}
