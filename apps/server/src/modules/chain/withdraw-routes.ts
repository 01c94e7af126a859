import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../lib/http.ts';
import { currentAuth } from '../auth/guards.ts';
import type { DepositService } from './deposits.ts';
import type { SaleService } from './sales.ts';
import type { WithdrawalService } from './withdrawals.ts';
import { chooseSalePayoutAddress, sellTokens } from '@pinacoteca/contracts/tokens/sell';
import { getDepositAddress, getWallet } from '@pinacoteca/contracts/tokens/deposit';
import {
  withdrawTokens,
  listWithdrawAddresses,
  addWithdrawAddress,
  removeWithdrawAddress,
} from '@pinacoteca/contracts/tokens/withdraw';
import { route } from '../../lib/route.ts';

/** Withdrawals to the investor's own wallet and their saved addresses (issue 11 item 3). */
export const withdrawRoutes =
  (deps: { withdrawals: WithdrawalService; deposits: DepositService; sales: SaleService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { withdrawals, deposits, sales } = deps;

    route(app, sellTokens, async (request) =>
      // One daily limit and one approval threshold for value leaving by withdrawal or by sale.
      sales.sell(currentAuth(request).userId, request.body, requestMeta(request), withdrawals.limits),
    );

    route(app, chooseSalePayoutAddress, async (request) =>
      sales.choosePayoutAddress(currentAuth(request).userId, request.params.id, request.body, requestMeta(request)),
    );

    route(app, getDepositAddress, async (request) =>
      deposits.address(currentAuth(request).userId, request.query.wallet_type),
    );
    route(app, getWallet, async (request) => deposits.address(currentAuth(request).userId, request.params.id));

    route(app, withdrawTokens, async (request) =>
      withdrawals.request(currentAuth(request).userId, request.body, requestMeta(request)),
    );

    route(app, listWithdrawAddresses, async (request) => withdrawals.listAddresses(currentAuth(request).userId));

    route(app, addWithdrawAddress, async (request) =>
      withdrawals.addAddress(currentAuth(request).userId, request.body, requestMeta(request)),
    );

    route(app, removeWithdrawAddress, async (request, reply) => {
      // What is not signed yet to send there is stopped with it: withdrawals and sales waiting for
      // approval refused, sales already owed held for another address.
      await withdrawals.removeAddress(currentAuth(request).userId, request.params.id, requestMeta(request), sales);
      return reply.code(204).send(null);
    });
  };
