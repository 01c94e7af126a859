import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PaymentReturn,
  listPaymentReturns,
  markPaymentReturned,
} from '@pinacoteca/contracts/admin/payment-returns';
import type { Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { staffActor } from '../auth/guards.ts';
import {
  markPaymentReturned as markReturned,
  paymentReturnRow,
  paymentReturnRows,
  type PaymentReturnRow,
} from '../orders/payment-return-queries.ts';
import { route } from '../../lib/route.ts';

function view(row: PaymentReturnRow): PaymentReturn {
  return {
    provider: row.provider,
    event_key: row.event_key,
    order_id: row.order_id,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    payer: row.payer,
    received_at: row.received_at.toISOString(),
    returned_at: row.returned_at?.toISOString() ?? null,
    returned_by: row.returned_by_email,
    note: row.return_note,
  };
}

/**
 * Payments to return in the console (inside the /api/admin scope): the queue of money that is its
 * payer's, and the operator's record that it went back. Sending it is done outside the platform
 * (a wallet, the provider's dashboard); the record is what stops a second operator sending it again.
 */
export const adminPaymentReturnRoutes =
  (deps: { sql: Sql }): FastifyPluginAsyncZod =>
  async (app) => {
    const { sql } = deps;

    route(app, listPaymentReturns, async (request) => (await paymentReturnRows(sql, request.query.status)).map(view));

    route(app, markPaymentReturned, async (request) => {
      const by = staffActor(request);
      const { provider, event_key: eventKey, note } = request.body;
      return sql.begin(async (tx) => {
        const owed = await paymentReturnRow(tx, provider, eventKey);
        if (!owed) throw notFound();
        // The update's own `returned_at is null` decides between operators marking it at once.
        if (owed.returned_at || !(await markReturned(tx, { provider, eventKey, by: by.id, note }))) {
          throw new HttpError(409, 'payment_already_returned');
        }
        await writeAudit(tx, {
          actorId: by.id,
          actorRole: by.role,
          action: 'payment.returned',
          subjectType: 'order',
          subjectId: owed.order_id,
          before: { provider, event_key: eventKey, returned_at: null },
          after: {
            provider,
            event_key: eventKey,
            kind: owed.kind,
            amount: owed.amount,
            currency: owed.currency,
            note,
          },
          meta: by.meta,
        });
        const marked = await paymentReturnRow(tx, provider, eventKey);
        return view(marked!);
      });
    });
  };
