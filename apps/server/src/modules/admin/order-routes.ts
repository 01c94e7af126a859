import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OrderIdParams,
  RefundCreateRequest,
  RefundDecisionRequest,
  RefundQuery,
  RefundRequestView,
  RefundRequestsResponse,
  StaffOrderDetail,
  StaffOrderQuery,
  StaffOrdersResponse,
} from '@pinacoteca/contracts/admin/console';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { formatCents } from '@pinacoteca/contracts/money';
import type { Sql } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { bearer, staffActor } from '../auth/guards.ts';
import { findUserById } from '../auth/users.ts';
import { movementsOf } from '../ledger/service.ts';
import type { RefundDesk, RefundRequestRow } from '../orders/refund-requests.ts';
import type { OrderService } from '../orders/service.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };
const IdParams = OrderIdParams;

function view(row: RefundRequestRow): RefundRequestView {
  return {
    id: row.id,
    order_id: row.order_id,
    amount: formatCents(row.amount_cents),
    reason: row.reason,
    requested_by: row.requester_email,
    requested_at: row.requested_at.toISOString(),
    status: row.status,
    decided_by: row.decider_email,
    decided_at: row.decided_at?.toISOString() ?? null,
    needs_approval: row.needs_approval,
  };
}

/** Orders and refunds in the console (inside the /api/admin scope), maker-checker above the threshold. */
export const adminOrderRoutes =
  (deps: { sql: Sql; orders: OrderService; refunds: RefundDesk; approvalAboveCents: bigint }): FastifyPluginAsyncZod =>
  async (app) => {
    const { sql, orders, refunds } = deps;

    const detail = async (id: string) => {
      const [order] = await orders.searchForStaff({ q: id });
      if (!order) throw notFound();
      const [buyer, movements, requests] = await Promise.all([
        findUserById(sql, order.user_id),
        movementsOf(sql, id),
        refunds.list(sql, { orderId: id }),
      ]);
      return {
        order,
        buyer_email: buyer?.email ?? null,
        movements: movements.map((m) => ({
          kind: m.kind,
          key: m.key,
          at: m.at.toISOString(),
          token_id: m.tokenId,
          amount: m.amount.toString(),
          account: m.account,
        })),
        refunds: requests.map(view),
        approval_above: formatCents(deps.approvalAboveCents),
      };
    };

    app.get(
      '/orders',
      {
        schema: {
          tags: ['admin'],
          summary: 'Find orders by id, buyer e-mail or status, newest first',
          security: bearer,
          querystring: StaffOrderQuery,
          response: { 200: StaffOrdersResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => orders.searchForStaff(request.query),
    );

    app.get(
      '/orders/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One order with its buyer, its ledger movements and its refund requests',
          security: bearer,
          params: IdParams,
          response: { 200: StaffOrderDetail, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => detail(request.params.id),
    );

    app.post(
      '/orders/:id/refund',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Refund a paid order with a reason: taken at once up to REFUND_APPROVAL_ABOVE_USD, above it waiting for a second operator',
          security: bearer,
          params: IdParams,
          body: RefundCreateRequest,
          response: { 200: RefundRequestView, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => view(await refunds.request(request.params.id, request.body.reason, staffActor(request))),
    );

    app.post(
      '/orders/:id/refund/complete',
      {
        schema: {
          tags: ['admin'],
          summary: 'The money is back with the buyer: the order is refunded and its tokens return to the treasury',
          security: bearer,
          params: IdParams,
          response: { 200: StaffOrderDetail, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        await refunds.complete(request.params.id, staffActor(request));
        return detail(request.params.id);
      },
    );

    app.get(
      '/refunds',
      {
        schema: {
          tags: ['admin'],
          summary: 'Refund requests, newest first; `awaiting_approval` is the checkers’ queue',
          security: bearer,
          querystring: RefundQuery,
          response: { 200: RefundRequestsResponse, ...guarded },
        },
      },
      async (request) => (await refunds.list(sql, { status: request.query.status })).map(view),
    );

    app.post(
      '/refunds/:id/decision',
      {
        schema: {
          tags: ['admin'],
          summary: 'Approve (the refund is taken) or reject a refund another operator asked for',
          security: bearer,
          params: IdParams,
          body: RefundDecisionRequest,
          response: { 200: RefundRequestView, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => view(await refunds.decide(request.params.id, request.body.approve, staffActor(request))),
    );
  };
