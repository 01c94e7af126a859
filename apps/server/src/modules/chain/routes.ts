import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevSolanaPayRequest, DevSolanaPayResponse } from '@pinacoteca/contracts/dev/solana-pay';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { HttpError } from '../../lib/errors.ts';
import { payTransferRequest } from './dev-wallet.ts';

/**
 * The embedded chain's test wallet, for people trying the platform and for browser tests:
 * it pays the Solana Pay transfer request an order page shows. app.ts registers it only outside
 * production; with SOLANA_RPC_URL there is no test wallet and it says so.
 */
export const devSolanaPayRoutes =
  (chain: ChainClient): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/solana-pay/pay',
      {
        schema: {
          tags: ['dev'],
          summary: "Development only: the embedded chain's test wallet pays a Solana Pay transfer request",
          body: DevSolanaPayRequest,
          response: { 200: DevSolanaPayResponse },
        },
      },
      async (request) => {
        if (!(chain instanceof EmbeddedChain)) throw new HttpError(400, 'solana_pay_no_dev_wallet');
        return { signature: await payTransferRequest(chain, request.body.url) };
      },
    );
  };
