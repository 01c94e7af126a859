import type postgres from 'postgres';
import type { PaymentCurrency } from '@pinacoteca/contracts/enums';
import type { PaymentReturnKind, PaymentReturnStatus } from '@pinacoteca/contracts/admin/payment-returns';
import type { Db } from '../../db/client.ts';
import { people } from '../auth/relations.ts';

/**
 * Payments to return (the orders module's `payment_events`, migration 029): which events owe their
 * payer money, how much, and the operator's record that it went back. The kind and the amount are
 * read from what applying the event did (its outcome), what arrived (details.amount) and the
 * charge, so they hold for events recorded before this queue existed.
 */

export interface PaymentReturnRow {
  provider: string;
  event_key: string;
  order_id: string;
  kind: PaymentReturnKind;
  amount: string;
  currency: PaymentCurrency;
  payer: string | null;
  received_at: Date;
  returned_at: Date | null;
  returned_by_email: string | null;
  return_note: string | null;
}

/** A decimal string as providers write amounts; anything else in details is not cast (a cast error would fail the whole list). */
const DECIMAL = '^\\d+(\\.\\d+)?$';

/**
 * Every payment event with what it owes back, `kind` null when it owes nothing: a second payment
 * and a short one all they brought (a second payment reported without an amount paid the charge,
 * as the order service reads it), a paying one what it sent beyond the charge.
 */
function classified(db: Db): postgres.Fragment {
  return db`(
    select e.provider, e.event_key, e.order_id, e.received_at, e.returned_at, e.returned_by, e.return_note,
           e.outcome, c.currency, e.details ->> 'payer' as payer,
           case
             when e.outcome = 'already_paid' then 'second_payment'
             when e.outcome = 'underpaid' and e.details ->> 'amount' ~ ${DECIMAL} then 'short_payment'
             when e.outcome = 'paid' and e.details ->> 'amount' ~ ${DECIMAL}
               and (e.details ->> 'amount')::numeric > c.amount::numeric then 'excess'
           end as kind,
           case
             when e.outcome = 'already_paid' then
               case when e.details ->> 'amount' ~ ${DECIMAL} then e.details ->> 'amount' else c.amount end
             when e.outcome = 'underpaid' then e.details ->> 'amount'
             when e.outcome = 'paid' and e.details ->> 'amount' ~ ${DECIMAL} then
               ((e.details ->> 'amount')::numeric - c.amount::numeric)::text
           end as amount
    from payment_events e join charges c on c.order_id = e.order_id)`;
}

const RETURN_COLUMNS = (db: Db) => db`
  r.provider, r.event_key, r.order_id, r.kind, r.amount, r.currency, r.payer, r.received_at, r.returned_at,
  u.email as returned_by_email, r.return_note`;

/** Open ones newest received first, returned ones newest returned first; at most 200, as the console's other lists. */
export function paymentReturnRows(db: Db, status: PaymentReturnStatus): Promise<PaymentReturnRow[]> {
  return db<PaymentReturnRow[]>`
    select ${RETURN_COLUMNS(db)}
    from ${classified(db)} r left join ${people(db)} u on u.id = r.returned_by
    where r.kind is not null and ${status === 'open' ? db`r.returned_at is null` : db`r.returned_at is not null`}
    order by ${status === 'open' ? db`r.received_at desc` : db`r.returned_at desc`}, r.provider, r.event_key
    limit 200`;
}

/** One event as a payment to return, returned or not; undefined when there is no such event or it owes nothing. */
export async function paymentReturnRow(
  db: Db,
  provider: string,
  eventKey: string,
): Promise<PaymentReturnRow | undefined> {
  const [row] = await db<PaymentReturnRow[]>`
    select ${RETURN_COLUMNS(db)}
    from ${classified(db)} r left join ${people(db)} u on u.id = r.returned_by
    where r.provider = ${provider} and r.event_key = ${eventKey} and r.kind is not null`;
  return row;
}

/** How many are still to be sent back (the console's dashboard). */
export async function paymentsToReturnCount(db: Db): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from ${classified(db)} r where r.kind is not null and r.returned_at is null`;
  return row?.count ?? 0;
}

/**
 * Marks an event returned, only while it is not: of two operators marking it at once one changes
 * the row and the other, waiting on its lock, finds it returned and changes nothing. Answers
 * whether this call marked it. The caller has checked that the event owes money back.
 */
export async function markPaymentReturned(
  tx: Db,
  event: { provider: string; eventKey: string; by: string; note: string },
): Promise<boolean> {
  const marked = await tx`
    update payment_events set returned_at = now(), returned_by = ${event.by}, return_note = ${event.note}
    where provider = ${event.provider} and event_key = ${event.eventKey} and returned_at is null`;
  return marked.count === 1;
}

/** What one order's own page says of its payments that did not pay it (decision 0075). */
export interface PaymentNotes {
  /** What arrived in payments of less than its amount (outcome `underpaid`), in its currency; null when none did. */
  short: string | null;
  /** Whether it was paid after a price of it rose. */
  pricesRose: boolean;
  /** What arrived beyond its amount (a second payment, or more than asked), in its currency; null when nothing did. */
  extra: string | null;
  /** How much of `extra` an operator has returned; null when none. */
  extraReturned: string | null;
}

/**
 * The notes of one order's page, from its payment events: what came short, whether prices rose,
 * and what came beyond the charge, which an operator returns. A second payment (a page reloaded
 * and paid again, a wallet that sent twice) showed only in the console: the payer saw "Completed"
 * and no trace of their money (an outside tester).
 */
export async function paymentNotes(db: Db, orderId: string): Promise<PaymentNotes> {
  const [row] = await db<
    { short: string | null; prices_rose: boolean; extra: string | null; extra_returned: string | null }[]
  >`
    select sum(r.amount::numeric) filter (where r.kind = 'short_payment')::text as short,
           coalesce(bool_or(r.outcome = 'price_risen_refund_pending'), false) as prices_rose,
           sum(r.amount::numeric) filter (where r.kind in ('second_payment', 'excess'))::text as extra,
           sum(r.amount::numeric) filter (where r.kind in ('second_payment', 'excess') and r.returned_at is not null)::text
             as extra_returned
    from ${classified(db)} r
    where r.order_id = ${orderId}`;
  return {
    short: row?.short ?? null,
    pricesRose: row?.prices_rose ?? false,
    extra: row?.extra ?? null,
    extraReturned: row?.extra_returned ?? null,
  };
}
