import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type RefundRequestView,
  type StaffPaymentEvent,
  searchStaffOrders,
  getStaffOrder,
  requestRefund,
  completeRefund,
  listRefundRequests,
  decideRefund,
} from '@pinacoteca/contracts/admin/console';
import { formatCents } from '@pinacoteca/contracts/money';
import type { Sql } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { staffActor } from '../auth/guards.ts';
import { type AuditValue, listAudit } from '../audit/audit.ts';
import { findUserById } from '../auth/user-queries.ts';
import { movementsOf } from '../ledger/service.ts';
import type { RefundDesk, RefundRequestRow } from '../orders/refund-requests.ts';
import type { OrderService } from '../orders/service.ts';
import { paymentEventRows } from '../orders/queries.ts';
import { route } from '../../lib/route.ts';

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

/** The reference a completion's audit row keeps; null for refunds completed before one was asked for. */
function referenceOf(after: AuditValue | null): string | null {
  const reference = after && typeof after === 'object' && !Array.isArray(after) ? after.reference : null;
  return typeof reference === 'string' ? reference : null;
}

/** Orders and refunds in the console (inside the /api/admin scope), maker-checker above the threshold. */
export const adminOrderRoutes =
  (deps: { sql: Sql; orders: OrderService; refunds: RefundDesk; approvalAboveCents: bigint }): FastifyPluginAsyncZod =>
  async (app) => {
    const { sql, orders, refunds } = deps;

    const detail = async (id: string) => {
      const [order] = await orders.searchForStaff({ q: id });
      if (!order) throw notFound();
      const [buyer, movements, requests, payments, [completion]] = await Promise.all([
        findUserById(sql, order.user_id),
        movementsOf(sql, id),
        refunds.list(sql, { orderId: id }),
        paymentEventRows(sql, id),
        // The trail says who completed the refund; the request records only who asked and decided.
        listAudit(sql, { action: 'refund.complete', subject: `order:${id}`, limit: 1 }),
      ]);
      const completer = completion?.actor_id ? await findUserById(sql, completion.actor_id) : undefined;
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
        refund_completed: completion
          ? { by: completer?.email ?? null, at: completion.at.toISOString(), reference: referenceOf(completion.after) }
          : null,
        payments: payments.map((p) => ({
          provider: p.provider,
          event_key: p.event_key,
          outcome: p.outcome as StaffPaymentEvent['outcome'],
          amount: p.amount,
          received_at: p.received_at.toISOString(),
          payer: p.payer,
          returned_at: p.returned_at?.toISOString() ?? null,
          return_note: p.return_note,
        })),
        approval_above: formatCents(deps.approvalAboveCents),
      };
    };

    route(app, searchStaffOrders, async (request) => orders.searchForStaff(request.query));

    route(app, getStaffOrder, async (request) => detail(request.params.id));

    route(app, requestRefund, async (request) =>
      view(await refunds.request(request.params.id, request.body.reason, staffActor(request))),
    );

    route(app, completeRefund, async (request) => {
      await refunds.complete(request.params.id, request.body.reference, staffActor(request));
      return detail(request.params.id);
    });

    route(app, listRefundRequests, async (request) =>
      (await refunds.list(sql, { status: request.query.status })).map(view),
    );

    route(app, decideRefund, async (request) =>
      view(await refunds.decide(request.params.id, request.body.approve, staffActor(request))),
    );
  };
