import type postgres from 'postgres';
import type { OrderStatus, PaymentCurrency } from '@pinacoteca/contracts/enums';
import type { Db } from '../../db/client.ts';
import { people } from '../auth/relations.ts';
import { tokenFacts } from '../catalog/relations.ts';
import { holdingMovements, personalMovements, reservations } from '../ledger/relations.ts';
import { AWAITING_PAYMENT } from './status.ts';

/**
 * The orders module's SQL (decision 0054): its tables `orders`, `order_items`, `charges`,
 * `payment_events` and `refund_requests`, each query a function of a connection or an open
 * transaction, answering typed rows. The services (service.ts, reservations.ts, limits.ts,
 * refund-requests.ts) decide; these only read and write.
 */

/** An order with its charge, as the operations list and the payment path read it. */
export interface OrderRow {
  id: string;
  user_id: string;
  status: OrderStatus;
  currency: PaymentCurrency;
  amount_cents: string;
  created_at: Date;
  expires_at: Date;
  provider: string;
  code: string;
  charge_amount: string;
  address: string;
  url: string;
}

export interface ItemRow {
  order_id: string;
  token_id: string;
  /** Whole tokens: orders buy whole tokens; the ledger moves quantity × 10^decimals base units. */
  quantity: string;
  decimals: number;
  total_cents: string;
}

/** A referral bonus credited to the person (a ledger transaction of kind `bonus`). */
export interface BonusRow {
  id: string;
  created_at: Date;
  token_id: string;
  /** Base units of INDEX credited. */
  quantity: string;
  decimals: number;
  value_cents: string | null;
  /** Still held for the person (decision 0067): credited to their `held` account, not released. */
  held: boolean;
  /** When it was credited to what is held, for when it is released; null when credited at once. */
  held_since: Date | null;
  /**
   * What is left of it with the person (held or theirs), base units: the bonus less what a refund,
   * a sale back or a withdrawal took back (decisions 0061, 0066, 0067). A bonus of two levels to
   * one person (never in practice) counts both.
   */
  kept: string;
  /** What all bonuses of its purchase to the person came to, base units. */
  credited_in_all: string;
}

/** One leg of a swap (a ledger transaction of kind `swap`). */
export interface SwapRow {
  id: string;
  created_at: Date;
  token_id: string;
  /** Base units, signed: negative for what the person gave, positive for what they received. */
  amount: string;
  decimals: number;
  value_cents: string | null;
}

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

/** What a locked order's next move depends on. */
export interface LockedOrder {
  status: OrderStatus;
  user_id: string;
  expires_at: Date;
}

const ORDER_COLUMNS = (db: Db) => db`
  o.id, o.user_id, o.status, o.currency, o.amount_cents, o.created_at, o.expires_at,
  c.provider, c.code, c.amount as charge_amount, c.address, c.url`;

/** The person's orders with their charges, newest first (or the one asked for). */
export function orderRows(
  db: Db,
  where: { userId: string; id?: string; before?: Date },
  limit: number,
): Promise<OrderRow[]> {
  return db<OrderRow[]>`
    select ${ORDER_COLUMNS(db)}
    from orders o join charges c on c.order_id = o.id
    where o.user_id = ${where.userId} ${where.id ? db`and o.id = ${where.id}` : db``}
      ${where.before ? db`and o.created_at < ${where.before}` : db``}
    order by o.created_at desc, o.id desc
    limit ${limit}`;
}

/** The console's search: by status, buyer, order id or a fragment of the buyer's e-mail; newest 100. */
export function staffOrderRows(
  db: Db,
  filter: { status?: OrderStatus; userId?: string; orderId?: string; emailContains?: string },
): Promise<OrderRow[]> {
  return db<OrderRow[]>`
    select ${ORDER_COLUMNS(db)}
    from orders o join charges c on c.order_id = o.id
    where true
      ${filter.status ? db`and o.status = ${filter.status}` : db``}
      ${filter.userId ? db`and o.user_id = ${filter.userId}` : db``}
      ${filter.orderId ? db`and o.id = ${filter.orderId}::uuid` : db``}
      ${
        filter.emailContains === undefined
          ? db``
          : db`and o.user_id in (select id from ${people(db)} u where email ilike ${`%${filter.emailContains.replace(/[\\%_]/g, '')}%`})`
      }
    order by o.created_at desc, o.id desc
    limit 100`;
}

/** The lines of the given orders, in their order, grouped by order. */
export async function itemRows(db: Db, ids: string[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db<ItemRow[]>`
    select i.order_id, i.token_id, i.quantity, t.decimals, i.total_cents
    from order_items i join ${tokenFacts(db)} t on t.id = i.token_id
    where i.order_id = any(${ids}::uuid[]) order by i.order_id, i.position`;
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push(r);
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

/**
 * Locks an order's row for the rest of the transaction (only the person's own with `userId`).
 * With `skipLocked` an order another transaction holds answers undefined instead of waiting.
 */
export async function lockOrder(
  tx: Db,
  id: string,
  options: { userId?: string; skipLocked?: boolean } = {},
): Promise<LockedOrder | undefined> {
  const [row] = await tx<LockedOrder[]>`
    select status, user_id, expires_at from orders
    where id = ${id} ${options.userId ? tx`and user_id = ${options.userId}` : tx``}
    for update ${options.skipLocked ? tx`skip locked` : tx``}`;
  return row;
}

/** Unpaid orders whose time is up, oldest first. */
export async function dueOrderIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id from orders where status = 'created' and expires_at <= now()
    order by expires_at limit ${limit}`;
  return rows.map((r) => r.id);
}

/**
 * Moves an order's status when it still is `from`, stamping when it was paid or closed; answers
 * whether it moved (a second mover of the same order finds it moved already).
 */
export async function setOrderStatus(
  tx: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  stamp?: 'paid_at' | 'closed_at',
): Promise<boolean> {
  const moved = await tx`
    update orders set status = ${to} ${stamp ? tx`, ${tx(stamp)} = now()` : tx``}
    where id = ${id} and status = ${from}`;
  return moved.count === 1;
}

/** The order a provider's payment names (by charge code, reference or order id), locked. */
export async function lockChargedOrder(
  tx: Db,
  provider: string,
  match: { chargeCode?: string; reference?: string; orderId?: string },
): Promise<(OrderRow & { reference: string | null }) | undefined> {
  const [row] = await tx<(OrderRow & { reference: string | null })[]>`
    select ${ORDER_COLUMNS(tx)}, c.reference
    from orders o join charges c on c.order_id = o.id
    where c.provider = ${provider} and ${
      match.chargeCode
        ? tx`c.code = ${match.chargeCode}`
        : match.reference
          ? tx`c.reference = ${match.reference}`
          : match.orderId
            ? tx`o.id = ${match.orderId}`
            : tx`false`
    }
    for update of o`;
  return row;
}

/** Records a provider's payment event once; answers false when (provider, eventKey) was seen before. */
export async function recordPaymentEvent(
  tx: Db,
  event: { provider: string; eventKey: string; orderId: string; details: postgres.JSONValue },
): Promise<boolean> {
  const recorded = await tx`
    insert into payment_events (provider, event_key, order_id, outcome, details)
    values (${event.provider}, ${event.eventKey}, ${event.orderId}, 'received', ${tx.json(event.details)})
    on conflict (provider, event_key) do nothing
    returning order_id`;
  return recorded.count === 1;
}

/**
 * An order's payment events, oldest first, for the console (a second payment is an operator's to
 * return), with its payer when the provider reported one (where a refund or a return is sent) and
 * when and how one was marked returned to them.
 */
export function paymentEventRows(
  db: Db,
  orderId: string,
): Promise<
  {
    provider: string;
    event_key: string;
    outcome: string;
    amount: string | null;
    received_at: Date;
    payer: string | null;
    returned_at: Date | null;
    return_note: string | null;
  }[]
> {
  return db`
    select provider, event_key, outcome, details ->> 'amount' as amount, received_at, details ->> 'payer' as payer,
           returned_at, return_note
    from payment_events where order_id = ${orderId}
    order by received_at, event_key`;
}

export async function setPaymentOutcome(tx: Db, provider: string, eventKey: string, outcome: string): Promise<void> {
  await tx`update payment_events set outcome = ${outcome} where provider = ${provider} and event_key = ${eventKey}`;
}

/**
 * Referral bonuses credited to the person (transactions `bonus:<order>:<level>`), newest first (or
 * the one asked for), with where each stands: every bonus movement of its purchase to or from the
 * person (taken back, released: keys naming the order second) summed, in what is held for them
 * and in all.
 */
export function bonusRows(
  db: Db,
  userId: string,
  options: { id?: string; limit: number; before?: Date },
): Promise<BonusRow[]> {
  return db<BonusRow[]>`
    select m.transaction_id as id, m.created_at, m.token_id, m.amount as quantity, t.decimals, m.value_cents,
      s.held_rest > 0 as held, case when m.held then m.created_at end as held_since,
      s.kept::text, s.credited::text as credited_in_all
    from ${personalMovements(db)} m
    join ${tokenFacts(db)} t on t.id = m.token_id
    cross join lateral (
      select coalesce(sum(o.amount), 0) as kept,
             coalesce(sum(o.amount) filter (where o.held), 0) as held_rest,
             coalesce(sum(o.amount) filter (where o.key like 'bonus:%' and o.amount > 0), 0) as credited
      from ${personalMovements(db)} o
      where o.owner_id = m.owner_id and o.kind = 'bonus' and o.key is not null
        and split_part(o.key, ':', 2) = split_part(m.key, ':', 2)
    ) s
    where m.owner_id = ${userId} and m.kind = 'bonus' and m.amount > 0 and m.key like 'bonus:%'
      ${options.id ? db`and m.transaction_id = ${options.id}` : db``}
      ${options.before ? db`and m.created_at < ${options.before}` : db``}
    order by m.created_at desc
    limit ${options.limit}`;
}

/** The legs of the person's swaps, newest first (or of the one asked for); two per swap. */
export function swapRows(
  db: Db,
  userId: string,
  options: { id?: string; limit: number; before?: Date },
): Promise<SwapRow[]> {
  return db<SwapRow[]>`
    select m.transaction_id as id, m.created_at, m.token_id, m.amount::text, t.decimals, m.value_cents
    from ${holdingMovements(db)} m
    join ${tokenFacts(db)} t on t.id = m.token_id
    where m.owner_id = ${userId} and m.kind = 'swap' ${options.id ? db`and m.transaction_id = ${options.id}` : db``}
      ${options.before ? db`and m.created_at < ${options.before}` : db``}
    order by m.created_at desc, m.transaction_id
    limit ${2 * options.limit}`;
}

/** Which provider charges the person's own order, and the order's status. */
export async function ownOrderCharge(
  db: Db,
  userId: string,
  orderId: string,
): Promise<{ provider: string; status: OrderStatus } | undefined> {
  const [row] = await db<{ provider: string; status: OrderStatus }[]>`
    select c.provider, o.status from orders o join charges c on c.order_id = o.id
    where o.id = ${orderId} and o.user_id = ${userId}`;
  return row;
}

/** New orders as the reservation batch stores them. */
export interface NewOrderRows {
  orders: Pick<OrderRow, 'id' | 'user_id' | 'status' | 'currency' | 'amount_cents' | 'created_at' | 'expires_at'>[];
  items: {
    order_id: string;
    token_id: string;
    position: number;
    quantity: string;
    unit_price_cents: string;
    total_cents: string;
  }[];
  charges: {
    order_id: string;
    provider: string;
    code: string;
    amount: string;
    currency: PaymentCurrency;
    address: string;
    url: string;
    reference: string | null;
    expires_at: Date;
  }[];
}

/**
 * The statements that store a batch of new orders with their lines and charges, unawaited, so
 * the caller can pipeline them with the ledger's (`execute()` sends each at once, in order).
 */
export function insertOrders(tx: Db, rows: NewOrderRows): postgres.PendingQuery<postgres.Row[]>[] {
  return [
    tx`insert into orders ${tx(rows.orders)}`,
    tx`insert into order_items ${tx(rows.items)}`,
    tx`insert into charges ${tx(rows.charges)}`,
  ];
}

/** Per buyer: how many unpaid, unexpired orders, and their value in cents. */
export function openOrdersOf(tx: Db, userIds: string[]): Promise<{ user_id: string; open: number; cents: string }[]> {
  return tx<{ user_id: string; open: number; cents: string }[]>`
    select user_id, count(*)::int as open, sum(amount_cents)::text as cents from orders
    where user_id = any(${userIds}::uuid[]) and status = 'created' and expires_at > now()
    group by user_id`;
}

/**
 * How many of the person's orders are not settled: unpaid and not expired, or paid and being
 * confirmed (`pending`, `processing`); tokens would still arrive in their holdings.
 */
export async function unsettledOrderCount(db: Db, userId: string): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from orders
    where user_id = ${userId}
      and ((status = 'created' and expires_at > now()) or status in ('pending', 'processing'))`;
  return row?.n ?? 0;
}

/** The person's orders whose refund is asked for or approved but not yet sent back to them. */
export async function refundPendingOrderCount(db: Db, userId: string): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from orders where user_id = ${userId} and status = 'refund_pending'`;
  return row?.n ?? 0;
}

/** Per buyer and token: whole tokens held in unpaid, unexpired orders. */
export function reservedLinesOf(
  tx: Db,
  userIds: string[],
  tokenIds: string[],
): Promise<{ user_id: string; token_id: string; quantity: string }[]> {
  return tx<{ user_id: string; token_id: string; quantity: string }[]>`
    select o.user_id, i.token_id, sum(i.quantity)::text as quantity
    from orders o join order_items i on i.order_id = o.id
    where o.user_id = any(${userIds}::uuid[]) and o.status = 'created' and o.expires_at > now()
      and i.token_id = any(${tokenIds}::uuid[])
    group by o.user_id, i.token_id`;
}

/** The emission and symbol of each token (the ceilings are shares of it). */
export function tokenEmissions(
  tx: Db,
  tokenIds: string[],
): Promise<{ id: string; symbol: string; emission: string }[]> {
  return tx<{ id: string; symbol: string; emission: string }[]>`
    select id, symbol, emission::text from ${tokenFacts(tx)} t where id = any(${tokenIds}::uuid[])`;
}

/**
 * Today's orders (UTC day) for the console: placed, paid, and the USD value paid. A paid order
 * refunded, or on its way back (and one paid after its price rose, never delivered), counts in
 * neither paid figure: its money goes back (an outside tester saw a refunded order in "paid today").
 */
export async function todayOrders(db: Db): Promise<{ placed: number; paid: number; paidCents: bigint }> {
  const [row] = await db<{ placed: number; paid: number; paid_cents: string }[]>`
    select
      (select count(*)::int from orders where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc') as placed,
      count(*)::int as paid,
      coalesce(sum(amount_cents), 0)::text as paid_cents
    from orders where paid_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
      and status not in ('refund_pending', 'refunded')`;
  return { placed: row!.placed, paid: row!.paid, paidCents: BigInt(row!.paid_cents) };
}

/**
 * Base units held in the reservations of orders still waiting for payment, per token, most first
 * (the console's dashboard). Only orders': a sale awaiting approval sets its tokens aside in a
 * reservation of its own, and a refund puts a paid order's back into its reservation; neither is
 * an unpaid order's.
 */
export async function reservedInUnpaidOrders(db: Db): Promise<{ tokenId: string; quantity: bigint }[]> {
  const rows = await db<{ token_id: string; quantity: string }[]>`
    select r.token_id, sum(r.balance)::text as quantity
    from orders o join ${reservations(db)} r on r.owner_id = o.id
    where o.status = any(${[...AWAITING_PAYMENT]}::text[]) and r.balance > 0
    group by r.token_id order by sum(r.balance) desc`;
  return rows.map((r) => ({ tokenId: r.token_id, quantity: BigInt(r.quantity) }));
}

/** Refund requests above the threshold waiting for a second operator (the console's dashboard). */
/**
 * Orders whose refund is taken but whose money is not yet recorded as sent back (refund_pending:
 * approved refunds, and payments after a price rose): the console's queue of refunds to complete.
 */
export async function refundsToComplete(db: Db): Promise<number> {
  const [row] = await db<
    { count: number }[]
  >`select count(*)::int as count from orders where status = 'refund_pending'`;
  return row?.count ?? 0;
}

export async function refundsAwaitingApproval(db: Db): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from refund_requests where status = 'awaiting_approval'`;
  return row?.count ?? 0;
}

/** Refund requests with who asked and who decided, newest first (at most 200). */
export function refundRequestRows(
  db: Db,
  where: { id?: string; orderId?: string; status?: RefundRequestRow['status'] },
): Promise<RefundRequestRow[]> {
  return db<RefundRequestRow[]>`
    select r.id, r.order_id, r.amount_cents::text, r.reason, r.requested_by, m.email as requester_email, r.requested_at,
           r.status, r.decided_by, c.email as decider_email, r.decided_at, r.needs_approval
    from refund_requests r
    left join ${people(db)} m on m.id = r.requested_by left join ${people(db)} c on c.id = r.decided_by
    where true
      ${where.id ? db`and r.id = ${where.id}` : db``}
      ${where.orderId ? db`and r.order_id = ${where.orderId}` : db``}
      ${where.status ? db`and r.status = ${where.status}` : db``}
    order by r.requested_at desc limit 200`;
}

/** An order's amount and status, unlocked (a refund request's first check). */
export async function orderAmount(
  db: Db,
  id: string,
): Promise<{ amount_cents: string; status: OrderStatus; user_id: string } | undefined> {
  const [order] = await db<{ amount_cents: string; status: OrderStatus; user_id: string }[]>`
    select amount_cents::text, status, user_id from orders where id = ${id}`;
  return order;
}

/** Stores a refund request, awaiting a second operator or already approved by its maker; answers its id. */
export async function insertRefundRequest(
  tx: Db,
  request: { orderId: string; amountCents: bigint; reason: string; by: string; needsApproval: boolean },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into refund_requests (order_id, amount_cents, reason, requested_by, needs_approval, status, decided_by, decided_at)
    values (${request.orderId}, ${request.amountCents.toString()}, ${request.reason}, ${request.by}, ${request.needsApproval},
            ${request.needsApproval ? 'awaiting_approval' : 'approved'}, ${request.needsApproval ? null : request.by},
            ${request.needsApproval ? null : new Date()})
    returning id`;
  return row!.id;
}

/** Approves or rejects a request still awaiting a decision; answers whether this call decided it. */
export async function decideRefundRequest(tx: Db, id: string, approve: boolean, by: string): Promise<boolean> {
  const updated = await tx`
    update refund_requests set status = ${approve ? 'approved' : 'rejected'}, decided_by = ${by}, decided_at = now()
    where id = ${id} and status = 'awaiting_approval'`;
  return updated.count === 1;
}
