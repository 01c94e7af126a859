import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { IgnoredDepositsResponse } from '@pinacoteca/contracts/tokens/deposit';
import { Sale, SaleParams, StaffSalesResponse } from '@pinacoteca/contracts/tokens/sell';
import { formatCents } from '@pinacoteca/contracts/money';
import {
  RejectWithdrawalRequest,
  StaffWithdrawalQuery,
  StaffWithdrawalsResponse,
  Withdrawal,
  WithdrawalParams,
} from '@pinacoteca/contracts/tokens/withdraw';
import { bearer, staffActor } from '../auth/guards.ts';
import type { DepositService } from '../chain/deposits.ts';
import type { SaleService } from '../chain/sales.ts';
import type { WithdrawalService } from '../chain/withdrawals.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };

/** Withdrawals in the console (inside the /api/admin scope): those above the threshold wait here for a decision. */
export const adminWithdrawalRoutes =
  (deps: {
    withdrawals: WithdrawalService;
    sales: SaleService;
    deposits: DepositService;
    approvalAboveCents: bigint;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { withdrawals, sales, deposits } = deps;

    app.get(
      '/deposits/ignored',
      {
        schema: {
          tags: ['admin'],
          summary: 'Tokens of other mints sent to people’s deposit addresses: recorded, never credited',
          security: bearer,
          response: { 200: IgnoredDepositsResponse, ...guarded },
        },
      },
      async () => deposits.ignored(),
    );

    app.get(
      '/sales',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Sales back to the platform not paid yet (waiting for USDC, or refused by the chain), with the USDC held',
          security: bearer,
          response: { 200: StaffSalesResponse, ...guarded },
        },
      },
      async () => sales.unpaid(),
    );

    app.post(
      '/sales/:id/retry',
      {
        schema: {
          tags: ['admin'],
          summary: 'Send a waiting or refused payout again, once the platform holds the USDC',
          security: bearer,
          params: SaleParams,
          response: { 200: Sale, 404: ErrorResponse, 409: ErrorResponse, ...guarded },
        },
      },
      async (request) => sales.retry(request.params.id, staffActor(request)),
    );

    app.get(
      '/withdrawals',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Withdrawals, newest first; `awaiting_approval` is the queue of those above WITHDRAW_APPROVAL_ABOVE_USD',
          security: bearer,
          querystring: StaffWithdrawalQuery,
          response: { 200: StaffWithdrawalsResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => ({
        withdrawals: await withdrawals.listForStaff(request.query.status),
        approval_above: formatCents(deps.approvalAboveCents),
      }),
    );

    app.post(
      '/withdrawals/:id/approve',
      {
        schema: {
          tags: ['admin'],
          summary: 'Let a withdrawal waiting for approval go: it is signed, stored and sent like any other',
          security: bearer,
          params: WithdrawalParams,
          response: { 200: Withdrawal, 404: ErrorResponse, 409: ErrorResponse, ...guarded },
        },
      },
      async (request) => withdrawals.approve(request.params.id, staffActor(request)),
    );

    app.post(
      '/withdrawals/:id/reject',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Refuse a withdrawal waiting for approval, with the reason the person reads; the tokens go back to them',
          security: bearer,
          params: WithdrawalParams,
          body: RejectWithdrawalRequest,
          response: { 200: Withdrawal, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, ...guarded },
        },
      },
      async (request) => withdrawals.reject(request.params.id, request.body.reason, staffActor(request)),
    );
  };
