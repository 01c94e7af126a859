import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChainClient } from '../../adapters/chain/chain.ts';
import { address, isAddress } from '@solana/kit';
import { AMOUNT_PLACES_MESSAGE, formatUnits, typedWireUnits } from '@pinacoteca/contracts/units';
import { ChainTransactionError } from '../../adapters/chain/custody.ts';
import { EmbeddedChain, TEST_USDC_DECIMALS } from '../../adapters/chain/embedded.ts';
import type { Sql } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { payTransferRequest } from './dev-wallet.ts';
import type { TokenIssuer } from './issuance.ts';
import { getDevWallet, topUpTestUsdc } from '@pinacoteca/contracts/dev/chain-wallet';
import { payWithDevWallet } from '@pinacoteca/contracts/dev/solana-pay';
import {
  getTransparency,
  getChainTransaction,
  TRANSACTION_SIGNATURE,
} from '@pinacoteca/contracts/catalog/transparency';
import { sendFromDevWallet } from '@pinacoteca/contracts/tokens/deposit';
import { route } from '../../lib/route.ts';
import { requestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import { currentStaff } from '../auth/guards.ts';
import { mintOf } from './mint-queries.ts';

/**
 * The embedded chain's test wallet, for people trying the platform and for browser tests:
 * it pays the Solana Pay transfer request an order page shows. app.ts registers it only outside
 * production; with SOLANA_RPC_URL there is no test wallet and it says so.
 */
/** The test wallet and test USDC exist only on the embedded chain; on devnet these calls say so. */
function embeddedOnly(chain: ChainClient): EmbeddedChain {
  if (!(chain instanceof EmbeddedChain)) throw new HttpError(400, 'solana_pay_no_dev_wallet');
  return chain;
}

export const devSolanaPayRoutes =
  (chain: ChainClient, issuer: TokenIssuer, sql: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getDevWallet, async () => {
      return issuer.devWallet(embeddedOnly(chain));
    });

    route(app, payWithDevWallet, async (request) => {
      return { signature: await payTransferRequest(embeddedOnly(chain), request.body.url) };
    });

    // Test USDC for the wallet sale payouts come from: on the embedded chain the platform controls
    // the test mint, so a sale waiting for USDC can be paid on `npm start` (issue 11 item 6).
    route(app, topUpTestUsdc, async (request) => {
      // The platform's own wallet is an operator's to fill, not any signed-in person's (an outside
      // tester, as an investor, minted USDC that then paid waiting sales): the route is the
      // console's (`staff`: an operator with two-factor on), though under /api/dev.
      const staff = currentStaff(request);
      const embedded = embeddedOnly(chain);
      const { recipient } = await embedded.paymentTarget();
      const signature = await embedded.mintTestUsdc(
        recipient,
        BigInt(request.body.amount) * 10n ** BigInt(TEST_USDC_DECIMALS),
      );
      const usdcBalance = formatUnits(await embedded.usdcHolding(), TEST_USDC_DECIMALS);
      // In the audit log as every operator action is, though the USDC is only the test mint's.
      await sql.begin((tx) =>
        writeAudit(tx, {
          actorId: staff.userId,
          actorRole: staff.role,
          action: 'treasury.test_usdc',
          subjectType: 'usdc_wallet',
          subjectId: recipient,
          after: { amount: String(request.body.amount), usdc_balance: usdcBalance, signature },
          meta: requestMeta(request),
        }),
      );
      return { signature, usdc_balance: usdcBalance };
    });
  };

/** The public proof (issue 11): every token's mint with its fixed supply, checked against the ledger. */
export const transparencyRoutes =
  (issuer: TokenIssuer): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getTransparency, async (request, reply) => {
      // Checked every minute; a minute's cache keeps the page from asking the database on every hit.
      reply.header('cache-control', 'public, max-age=30');
      return issuer.report(requestLanguage(request));
    });

    route(app, getChainTransaction, async (request, reply) => {
      const { signature } = request.params;
      const found = TRANSACTION_SIGNATURE.test(signature) ? await issuer.transaction(signature) : null;
      if (!found) throw notFound();
      // A transaction never changes once on chain.
      reply.header('cache-control', 'public, max-age=3600');
      return found;
    });
  };

/**
 * The test wallet sends platform tokens (outside production), as the person's own wallet app
 * would: to their deposit address to try a deposit, or anywhere.
 */
export const devChainSendRoutes =
  (deps: { sql: Sql; chain: ChainClient }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, sendFromDevWallet, async (request) => {
      const chain = embeddedOnly(deps.chain);
      const mint = await mintOf(deps.sql, request.body.token_id);
      if (!mint) throw new HttpError(400, 'invalid_format', { token_id: 'invalid_format' });
      if (!isAddress(request.body.to))
        throw new HttpError(400, 'wallet_address_invalid', { to: 'wallet_address_invalid' });
      // As a wallet app warns: not to a program, a sysvar, a token account or a derived address,
      // where the token would be lost for good (a deposit address is a wallet, and fine).
      if ((await chain.addressKind(address(request.body.to))) !== 'wallet')
        throw fieldError('to', 'wallet_address_not_wallet');
      // Read as every other amount is (trailing zeros only a spelling: "1.0" of a painting is 1),
      // then in the token's own base units: a fraction it does not have is no amount.
      const read = typedWireUnits(request.body.amount, mint.decimals);
      if (read === 'places') throw new HttpError(400, AMOUNT_PLACES_MESSAGE, { amount: AMOUNT_PLACES_MESSAGE });
      if (typeof read === 'string') throw new HttpError(400, 'invalid_format', { amount: 'invalid_format' });
      const perUnit = 10n ** BigInt(read.wire - mint.decimals);
      if (read.exact === 0n) throw fieldError('amount', 'sell_min');
      if (read.exact % perUnit !== 0n) throw fieldError('amount', 'send_whole');
      const amount = read.exact / perUnit;
      // Said before sending, as a wallet app would: the test wallet does not hold that many.
      const held = await chain.tokenHolding((await chain.devPayer()).address, address(mint.mint_address));
      if (amount > held) throw fieldError('amount', `dev_wallet_not_held:${formatUnits(held, mint.decimals)}`);
      try {
        const signature = await chain.devSendToken({
          mint: address(mint.mint_address),
          decimals: mint.decimals,
          owner: address(request.body.to),
          amount,
        });
        return { signature };
      } catch (error) {
        // Refused by the chain all the same (a send of the same tokens in between).
        if (error instanceof ChainTransactionError) throw new HttpError(400, 'dev_wallet_send_failed');
        throw error;
      }
    });
  };
