import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatCents } from '@pinacoteca/contracts/money';
import { staffActor } from '../auth/guards.ts';
import type { DepositService } from '../chain/deposits.ts';
import type { SaleService } from '../chain/sales.ts';
import type { TreasuryReturnService } from '../chain/treasury-returns.ts';
import type { WithdrawalService } from '../chain/withdrawals.ts';
import { listIgnoredDeposits } from '@pinacoteca/contracts/tokens/deposit';
import { approveSale, listStaffSales, rejectSale, retrySale } from '@pinacoteca/contracts/tokens/sell';
import { listStaffWithdrawals, approveWithdrawal, rejectWithdrawal } from '@pinacoteca/contracts/tokens/withdraw';
import { createTreasuryReturn, listTreasuryReturns } from '@pinacoteca/contracts/tokens/treasury-return';
import { route } from '../../lib/route.ts';

/** Withdrawals in the console (inside the /api/admin scope): those above the threshold wait here for a decision. */
export const adminWithdrawalRoutes =
  (deps: {
    withdrawals: WithdrawalService;
    sales: SaleService;
    deposits: DepositService;
    treasuryReturns: TreasuryReturnService;
    approvalAboveCents: bigint;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { withdrawals, sales, deposits, treasuryReturns } = deps;

    route(app, listIgnoredDeposits, async () => deposits.ignored());

    route(app, listStaffSales, async (request) => sales.listForStaff(request.query.status));

    route(app, retrySale, async (request) => sales.retry(request.params.id, staffActor(request)));

    // Sales above the approval threshold wait here as withdrawals do (never decided by the seller).
    route(app, approveSale, async (request) => sales.approve(request.params.id, staffActor(request)));

    route(app, rejectSale, async (request) =>
      sales.reject(request.params.id, request.body.reason, staffActor(request)),
    );

    route(app, listStaffWithdrawals, async (request) => ({
      withdrawals: await withdrawals.listForStaff(request.query.status),
      approval_above: formatCents(deps.approvalAboveCents),
    }));

    route(app, approveWithdrawal, async (request) => withdrawals.approve(request.params.id, staffActor(request)));

    route(app, rejectWithdrawal, async (request) =>
      withdrawals.reject(request.params.id, request.body.reason, staffActor(request)),
    );

    // A treasury surplus sent back to a wallet (admins only, by their contracts; decision 0065).
    route(app, listTreasuryReturns, async () => treasuryReturns.list());

    route(app, createTreasuryReturn, async (request) => treasuryReturns.create(request.body, staffActor(request)));
  };
