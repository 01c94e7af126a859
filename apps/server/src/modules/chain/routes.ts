import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChainTransactionParams, ChainTransactionView, Transparency } from '@pinacoteca/contracts/catalog/transparency';
import { ErrorResponse, LocaleQuery } from '@pinacoteca/contracts/common';
import { DevSolanaPayRequest, DevSolanaPayResponse } from '@pinacoteca/contracts/dev/solana-pay';
import { DevWalletResponse } from '@pinacoteca/contracts/dev/chain-wallet';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import { EmbeddedChain } from '../../adapters/chain/embedded.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { payTransferRequest } from './dev-wallet.ts';
import type { TokenIssuer } from './issuance.ts';

/**
 * The embedded chain's test wallet, for people trying the platform and for browser tests:
 * it pays the Solana Pay transfer request an order page shows. app.ts registers it only outside
 * production; with SOLANA_RPC_URL there is no test wallet and it says so.
 */
export const devSolanaPayRoutes =
  (chain: ChainClient, issuer: TokenIssuer): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/chain/wallet',
      {
        schema: {
          tags: ['dev'],
          summary:
            "Development only: the embedded chain's test wallet (it stands in for the investor's wallet app): its address and what it holds",
          response: { 200: DevWalletResponse },
        },
      },
      async () => {
        if (!(chain instanceof EmbeddedChain)) throw new HttpError(400, 'solana_pay_no_dev_wallet');
        return issuer.devWallet(chain);
      },
    );

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

/** The public proof (issue 11): every token's mint with its fixed supply, checked against the ledger. */
export const transparencyRoutes =
  (issuer: TokenIssuer): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/transparency',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            "Every token's mint address, on-chain supply, mint authority (none), treasury holding and the ledger's totals, with the last reconciliation",
          querystring: LocaleQuery,
          response: { 200: Transparency },
        },
      },
      async (request, reply) => {
        // Checked every minute; a minute's cache keeps the page from asking the database on every hit.
        reply.header('cache-control', 'public, max-age=30');
        return issuer.report(requestLanguage(request));
      },
    );

    app.get(
      '/transparency/transactions/:signature',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'One transaction of the embedded chain (a withdrawal, an issue, a payment) with how each token account changed; on devnet see Solana’s explorer',
          params: ChainTransactionParams,
          response: { 200: ChainTransactionView, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const found = await issuer.transaction(request.params.signature);
        if (!found) throw notFound();
        // A transaction never changes once on chain.
        reply.header('cache-control', 'public, max-age=3600');
        return found;
      },
    );
  };
