import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { DepositAddress, DepositAddressQuery } from '@pinacoteca/contracts/tokens/deposit';
import { Sale, SellRequest } from '@pinacoteca/contracts/tokens/sell';
import {
  AddWithdrawAddressRequest,
  RemoveWithdrawAddressResponse,
  Withdrawal,
  WithdrawAddress,
  WithdrawAddressList,
  WithdrawAddressParams,
  WithdrawRequest,
} from '@pinacoteca/contracts/tokens/withdraw';
import { requestMeta } from '../../lib/http.ts';
import { bearer, currentAuth, type Guards } from '../auth/guards.ts';
import type { DepositService } from './deposits.ts';
import type { SaleService } from './sales.ts';
import type { WithdrawalService } from './withdrawals.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** Withdrawals to the investor's own wallet and their saved addresses (issue 11 item 3). */
export const withdrawRoutes =
  (deps: {
    withdrawals: WithdrawalService;
    deposits: DepositService;
    sales: SaleService;
    guards: Guards;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { withdrawals, deposits, sales, guards } = deps;

    app.post(
      '/tokens/sell',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary:
            'Sell tokens back to the platform at the current price (verified investors, two-factor code when on): paid in USDC over Solana to `payout_address`, exactly once',
          security: bearer,
          body: SellRequest,
          response: { 200: Sale, ...errors },
        },
      },
      async (request) => sales.sell(currentAuth(request).userId, request.body, requestMeta(request)),
    );

    app.get(
      '/tokens/deposit-address',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary:
            'The person’s own deposit address for a wallet type (flag deposit): platform tokens sent to it are credited once final, then swept into custody',
          security: bearer,
          querystring: DepositAddressQuery,
          response: { 200: DepositAddress, ...errors },
        },
      },
      async (request) => deposits.address(currentAuth(request).userId, request.query.wallet_type),
    );

    app.post(
      '/tokens/withdraw',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary:
            'Withdraw tokens to a saved Solana wallet (flag withdraw, verified investors, two-factor code when on): sent on chain exactly once, or waiting for an operator above WITHDRAW_APPROVAL_ABOVE_USD',
          security: bearer,
          body: WithdrawRequest,
          response: { 200: Withdrawal, ...errors },
        },
      },
      async (request) => withdrawals.request(currentAuth(request).userId, request.body, requestMeta(request)),
    );

    app.get(
      '/tokens/withdraw-addresses',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'The withdrawal addresses the person saved, each with the time it becomes usable',
          security: bearer,
          response: { 200: WithdrawAddressList, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async (request) => withdrawals.listAddresses(currentAuth(request).userId),
    );

    app.post(
      '/tokens/withdraw-addresses',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary:
            'Save a withdrawal address (a Solana wallet, not a token account, a program or the platform’s own): usable WITHDRAW_ADDRESS_DELAY_HOURS later, announced by e-mail',
          security: bearer,
          body: AddWithdrawAddressRequest,
          response: { 200: WithdrawAddress, ...errors },
        },
      },
      async (request) => withdrawals.addAddress(currentAuth(request).userId, request.body, requestMeta(request)),
    );

    app.delete(
      '/tokens/withdraw-addresses/:id',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'Remove a saved withdrawal address, at once',
          security: bearer,
          params: WithdrawAddressParams,
          response: { 204: RemoveWithdrawAddressResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        await withdrawals.removeAddress(currentAuth(request).userId, request.params.id, requestMeta(request));
        return reply.code(204).send(null);
      },
    );
  };
