import path from 'node:path';
import type { Config } from '../../config.ts';
import type { ChainClient } from './chain.ts';
import { EmbeddedChain } from './embedded.ts';
import { RpcChain } from './rpc.ts';

/** The chain the configuration names: a Solana cluster with SOLANA_RPC_URL, otherwise the embedded runtime. */
export function openChain(
  config: Config['chain'],
  log?: { warn(data: object, message: string): void; info(data: object, message: string): void },
): ChainClient {
  if (config.rpcUrl) {
    if (!config.recipient) throw new Error('SOLANA_RECIPIENT is required with SOLANA_RPC_URL');
    return new RpcChain({
      url: config.rpcUrl,
      usdcMint: config.usdcMint,
      recipient: config.recipient,
      dir: path.join(config.dir, 'cluster'),
      treasuryKeyFile: config.treasuryKeyFile,
    });
  }
  return new EmbeddedChain({ dir: config.dir, log });
}
