import type { Db, Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import type { OrderService } from './service.ts';
import { OrderStateError } from './service.ts';
import { people } from '../auth/relations.ts';

export interface RefundRequestRow {
  id: string;
  order_id: string;
  amount_cents: string;
  reason: string;
  requested_by: string;
  requester_email: string | null;
  requested_at: Date;
  status: 'awaiting_approval' | 'approved' | 'rejected';
  decided_by: string | null;
  decider_email: string | null;
  decided_at: Date | null;
  needs_approval: boolean;
}

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
 */
export class RefundDesk {
  constructor(
    private readonly sql: Sql,
    private readonly orders: OrderService,
    private readonly approvalAboveCents: bigint,
  ) {}

  async list(db: Db, where: { orderId?: string; status?: RefundRequestRow['status'] }): Promise<RefundRequestRow[]> {
    return db<RefundRequestRow[]>`
      select r.id, r.order_id, r.amount_cents::text, r.reason, r.requested_by, m.email as requester_email, r.requested_at,
             r.status, r.decided_by, c.email as decider_email, r.decided_at, r.needs_approval
      from refund_requests r
      left join ${people(db)} m on m.id = r.requested_by left join ${people(db)} c on c.id = r.decided_by
      where true
        ${where.orderId ? db`and r.order_id = ${where.orderId}` : db``}
        ${where.status ? db`and r.status = ${where.status}` : db``}
      order by r.requested_at desc limit 200`;
  }

  async request(orderId: string, reason: string, by: Operator): Promise<RefundRequestRow> {
    const [order] = await this.sql<{ amount_cents: string; status: string }[]>`
      select amount_cents::text, status from orders where id = ${orderId}`;
    if (!order) throw notFound();
    if (order.status !== 'success') throw new HttpError(400, 'refund_not_paid');
    const amount = BigInt(order.amount_cents);
    const needsApproval = amount > this.approvalAboveCents;
    const record = async (tx: Db): Promise<string> => {
      const [row] = await tx<{ id: string }[]>`
        insert into refund_requests (order_id, amount_cents, reason, requested_by, needs_approval, status, decided_by, decided_at)
        values (${orderId}, ${amount.toString()}, ${reason}, ${by.id}, ${needsApproval},
                ${needsApproval ? 'awaiting_approval' : 'approved'}, ${needsApproval ? null : by.id},
                ${needsApproval ? null : new Date()})
        returning id`;
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
      return row!.id;
    };
    let id = '';
    try {
      if (needsApproval) id = await this.sql.begin(record);
      else await this.take(orderId, async (tx) => void (id = await record(tx)));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new HttpError(400, 'refund_already_requested');
      throw error;
    }
    return this.one(id);
  }

  async decide(requestId: string, approve: boolean, by: Operator): Promise<RefundRequestRow> {
    const [request] = await this.sql<{ order_id: string; requested_by: string; status: string }[]>`
      select order_id, requested_by, status from refund_requests where id = ${requestId}`;
    if (!request) throw notFound();
    if (request.status !== 'awaiting_approval') throw new HttpError(400, 'refund_decided');
    if (request.requested_by === by.id) throw new HttpError(403, 'refund_own');
    const decide = async (tx: Db) => {
      const updated = await tx`
        update refund_requests set status = ${approve ? 'approved' : 'rejected'}, decided_by = ${by.id}, decided_at = now()
        where id = ${requestId} and status = 'awaiting_approval'`;
      if (updated.count !== 1) throw new HttpError(400, 'refund_decided');
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

  /** The money is back with the buyer: the order is refunded and its tokens return to the treasury. */
  async complete(orderId: string, by: Operator): Promise<void> {
    try {
      await this.orders.completeRefund(orderId, (tx) =>
        writeAudit(tx, {
          actorId: by.id,
          actorRole: by.role,
          action: 'refund.complete',
          subjectType: 'order',
          subjectId: orderId,
          before: { status: 'refund_pending' },
          after: { status: 'refunded' },
          meta: by.meta,
        }),
      );
    } catch (error) {
      if (error instanceof OrderStateError) throw new HttpError(400, 'refund_not_requested');
      throw error;
    }
  }

  private async take(orderId: string, alongside: (tx: Db) => Promise<void>): Promise<void> {
    try {
      const status = await this.orders.requestRefund(orderId, alongside);
      if (status !== 'refund_pending') throw new HttpError(400, 'refund_already_requested');
    } catch (error) {
      if (error instanceof OrderStateError) throw new HttpError(400, 'refund_not_possible');
      throw error;
    }
  }

  private async one(id: string): Promise<RefundRequestRow> {
    const [row] = await this.sql<RefundRequestRow[]>`
      select r.id, r.order_id, r.amount_cents::text, r.reason, r.requested_by, m.email as requester_email, r.requested_at,
             r.status, r.decided_by, c.email as decider_email, r.decided_at, r.needs_approval
      from refund_requests r
      left join ${people(this.sql)} m on m.id = r.requested_by left join ${people(this.sql)} c on c.id = r.decided_by
      where r.id = ${id}`;
    if (!row) throw notFound();
    return row;
  }
}
