import { refundNeedsApproval } from '@pinacoteca/contracts/orders/refund-rules';
import type { Db, Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import type { OrderService } from './service.ts';
import { OrderStateError } from './service.ts';
import {
  decideRefundRequest,
  insertRefundRequest,
  orderAmount,
  refundRequestRows,
  type RefundRequestRow,
} from './queries.ts';

export type { RefundRequestRow };

export interface Operator {
  id: string;
  role: string;
  meta: RequestMeta;
}

/**
 * Refunds from the console with maker-checker (docs/decisions/0041): an operator asks for a
 * refund with a reason; at or below the threshold it is taken at once, above it a different
 * operator approves or rejects. Taking the refund (tokens back from the buyer, order
 * refund_pending) and its request and audit rows happen in one transaction.
 *
 * A refund of the operator's own order, whatever its size, waits for another operator, who also
 * records it complete: an outside tester, as an admin, bought, refunded and completed alone, order
 * after order, turning tokens back into money at their purchase price without the identity check
 * or the second operator staff's own withdrawals and sales need.
 */
export class RefundDesk {
  constructor(
    private readonly sql: Sql,
    private readonly orders: OrderService,
    private readonly approvalAboveCents: bigint,
  ) {}

  list(db: Db, where: { orderId?: string; status?: RefundRequestRow['status'] }): Promise<RefundRequestRow[]> {
    return refundRequestRows(db, where);
  }

  async request(orderId: string, reason: string, by: Operator): Promise<RefundRequestRow> {
    const order = await orderAmount(this.sql, orderId);
    if (!order) throw notFound();
    if (order.status === 'refund_pending' || order.status === 'refunded') {
      throw new HttpError(400, 'refund_already_requested');
    }
    if (order.status !== 'success') throw new HttpError(400, 'refund_not_paid');
    const amount = BigInt(order.amount_cents);
    const needsApproval = refundNeedsApproval(amount, this.approvalAboveCents, order.user_id === by.id);
    const record = async (tx: Db): Promise<string> => {
      const id = await insertRefundRequest(tx, { orderId, amountCents: amount, reason, by: by.id, needsApproval });
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: needsApproval ? 'refund.request' : 'refund.take',
        subjectType: 'order',
        subjectId: orderId,
        before: { status: 'success' },
        after: { status: needsApproval ? 'success' : 'refund_pending', amount_cents: amount.toString(), reason },
        meta: by.meta,
      });
      return id;
    };
    let id = '';
    try {
      if (needsApproval) {
        id = await this.sql.begin(async (tx) => {
          // The check taking it makes: a refund the buyer's tokens no longer allow is refused now,
          // not left for a second operator whose approval could only fail.
          await this.orders.requireRefundable(tx, orderId);
          return record(tx);
        });
      } else await this.take(orderId, async (tx) => void (id = await record(tx)));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new HttpError(400, 'refund_already_requested');
      if (error instanceof OrderStateError) throw new HttpError(400, 'refund_not_possible');
      throw error;
    }
    return this.one(id);
  }

  async decide(requestId: string, approve: boolean, by: Operator): Promise<RefundRequestRow> {
    const [request] = await refundRequestRows(this.sql, { id: requestId });
    if (!request) throw notFound();
    if (request.status !== 'awaiting_approval') throw new HttpError(400, 'refund_decided');
    if (request.requested_by === by.id) throw new HttpError(403, 'refund_own');
    if ((await orderAmount(this.sql, request.order_id))?.user_id === by.id)
      throw new HttpError(403, 'refund_own_order');
    const decide = async (tx: Db) => {
      if (!(await decideRefundRequest(tx, requestId, approve, by.id))) throw new HttpError(400, 'refund_decided');
      await writeAudit(tx, {
        actorId: by.id,
        actorRole: by.role,
        action: approve ? 'refund.approve' : 'refund.reject',
        subjectType: 'order',
        subjectId: request.order_id,
        before: { request: requestId, status: 'awaiting_approval' },
        after: { request: requestId, status: approve ? 'approved' : 'rejected' },
        meta: by.meta,
      });
    };
    if (approve) await this.take(request.order_id, decide);
    else await this.sql.begin(decide);
    return this.one(requestId);
  }

  /**
   * The money is back with the buyer: `OrderService.completeRefund` refunds the order (tokens and
   * referral bonuses back) and the console's audit row goes in the same transaction. The row keeps
   * `reference`, the return transaction or the provider's refund reference: without it nothing
   * showed the money had really gone back, or where to look when a buyer says it has not. Kept in
   * the hash-chained trail, it cannot be changed afterwards; the order detail reads it back there.
   */
  async complete(orderId: string, reference: string, by: Operator): Promise<void> {
    const order = await orderAmount(this.sql, orderId);
    if (order?.user_id === by.id) throw new HttpError(403, 'refund_own_order');
    // Completed before: said so, rather than a 200 that drops this reference for the first one's.
    if (order?.status === 'refunded') throw new HttpError(400, 'refund_already_completed');
    // Of operators completing it at the same moment (each past the check above), only the one
    // whose transaction moved the order is answered 200; the others are told it was already
    // completed, not 200 with their reference dropped (an outside tester).
    let moved: boolean;
    try {
      const actor = { actorId: by.id, actorRole: by.role, meta: by.meta };
      ({ moved } = await this.orders.completeRefund(
        orderId,
        actor,
        async (tx) => {
          await writeAudit(tx, {
            actorId: by.id,
            actorRole: by.role,
            action: 'refund.complete',
            subjectType: 'order',
            subjectId: orderId,
            before: { status: 'refund_pending' },
            after: { status: 'refunded', reference },
            meta: by.meta,
          });
        },
        reference,
      ));
    } catch (error) {
      if (error instanceof OrderStateError) throw new HttpError(400, 'refund_not_requested');
      throw error;
    }
    if (!moved) throw new HttpError(400, 'refund_already_completed');
  }

  private async take(orderId: string, alongside: (tx: Db) => Promise<void>): Promise<void> {
    try {
      // Only the call that moved the order answers with its refund; a concurrent one that found
      // it moved already (refund_pending or refunded) is refused, its request never recorded.
      const { moved } = await this.orders.takeRefund(orderId, alongside);
      if (!moved) throw new HttpError(400, 'refund_already_requested');
    } catch (error) {
      if (error instanceof OrderStateError) throw new HttpError(400, 'refund_not_possible');
      throw error;
    }
  }

  private async one(id: string): Promise<RefundRequestRow> {
    const [row] = await refundRequestRows(this.sql, { id });
    if (!row) throw notFound();
    return row;
  }
}
