import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type postgres from 'postgres';
import {
  CHARGE_TTL_SECONDS,
  DEFAULT_LANGUAGE,
  OPERATIONS_PAGE_SIZE,
  type Language,
} from '@pinacoteca/contracts/constants';
import type { OrderStatus } from '@pinacoteca/contracts/enums';
import type { CreateOrderRequest, Order } from '@pinacoteca/contracts/orders/order';
import { divRound, formatCents } from '@pinacoteca/contracts/money';
import { canCancel, isPayable } from '@pinacoteca/contracts/orders/charge-status';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { PaymentProviders } from '../../adapters/payments/registry.ts';
import { ProviderUnavailableError } from '../../adapters/payments/provider.ts';
import type { Db, Sql } from '../../db/client.ts';
import { fieldError, HttpError, notFound, retryingConflicts } from '../../lib/errors.ts';
import { lockUserState } from '../auth/user-queries.ts';
import {
  account,
  InsufficientBalanceError,
  releaseReservations,
  transfer,
  treasuryOf,
  userHoldings,
  type Movement,
} from '../ledger/service.ts';
import { mailRefund, mailValueReceived } from '../chain/decision-mail.ts';
import { depositOperations } from '../chain/deposits.ts';
import { saleOperations } from '../chain/sales.ts';
import { withdrawalRows } from '../chain/withdrawal-queries.ts';
import { withdrawalOperation } from '../chain/withdrawal-views.ts';
import type { OrderLimits } from './limits.ts';
import { notifyCatalogChanged } from '../catalog/changes.ts';
import { pricedTokens } from '../catalog/prices.ts';
import { paymentNotes } from './payment-return-queries.ts';
import { QrImages } from './qr.ts';
import { ReservationQueue } from './reservations.ts';
import { AWAITING_PAYMENT, canTransition, isPaid } from './status.ts';
import { creditReferralBonuses, reverseReferralBonuses, type ReversalActor } from '../referrals/bonuses.ts';
import {
  bonusRows,
  dueOrderIds,
  itemRows,
  lockChargedOrder,
  lockOrder,
  orderAmount,
  orderRows,
  ownOrderCharge,
  recordPaymentEvent,
  setOrderStatus,
  setPaymentOutcome,
  staffOrderRows,
  swapRows,
  type BonusRow,
  type ItemRow,
  type OrderRow,
  type SwapRow,
} from './queries.ts';

/** A payment a provider saw, as its adapter reports it to `markPaid`. */
export interface PaymentEvent {
  /** The provider's name, as stored with the charge (`sandbox`, `solana-pay`, …). */
  provider: string;
  /** Unique per provider for one payment (a transaction signature, a webhook event id). */
  eventKey: string;
  /** Which charge: its code, its reference, or the order id (at least one). */
  chargeCode?: string;
  reference?: string;
  orderId?: string;
  /** Amount received in the charge's currency; when given and below the charge's amount it does not pay the order. */
  amount?: string;
  /** Kept with the event for operators (signature, payer, block…). */
  details?: Record<string, unknown>;
}

export type MarkPaidOutcome =
  /** The order is paid now: tokens moved to the buyer, referral bonuses credited. */
  | 'paid'
  /** This (provider, eventKey) was applied before; nothing changed. */
  | 'duplicate_event'
  /** Another event already paid the order; this one is recorded for an operator (a double payment). */
  | 'already_paid'
  /** Less than the charge's amount arrived; recorded, the order still waits. */
  | 'underpaid'
  /** Paid after expiry or cancellation and the tokens are gone: the order awaits a refund by an operator. */
  | 'late_refund_pending'
  /**
   * Paid once a price of the order had risen above what it was placed at: not delivered (buying
   * at the old price and selling back at the new one would be a free option), the tokens back on
   * sale, the order awaiting a refund by an operator.
   */
  | 'price_risen_refund_pending';

export interface MarkPaidResult {
  orderId: string;
  outcome: MarkPaidOutcome;
  status: OrderStatus;
}

/** The base units an order line moves in the ledger. */
const unitsOf = (item: Pick<ItemRow, 'quantity' | 'decimals'>) => BigInt(item.quantity) * 10n ** BigInt(item.decimals);

/** How far beyond a page each source of the operations list is read, so a page can end on a whole millisecond. */
const PAGE_EDGE = 20;

/**
 * The first `size` operations, newest first, and those after them made in the same millisecond as
 * the last: the next page asks for what came strictly before it, and must not skip its neighbours.
 */
export function pageOf<T extends { at: Date }>(sorted: T[], size: number): T[] {
  const last = sorted[size - 1];
  if (!last) return sorted;
  let end = size;
  while (end < sorted.length && sorted[end]!.at.getTime() === last.at.getTime()) end += 1;
  return sorted.slice(0, end);
}
/** About the width the order page shows the 1x QR code at. */
const QR_WIDTH = 180;

/** Whether any token of an order's `items` now costs more than the order was placed at. */
async function pricesRose(db: Db, items: ItemRow[]): Promise<boolean> {
  const now = await pricedTokens(
    db,
    items.map((i) => i.token_id),
  );
  return items.some((i) => {
    const price = now.get(i.token_id)?.priceCents;
    return price !== undefined && price * BigInt(i.quantity) > BigInt(i.total_cents);
  });
}

/** Lock order of ledger rows: every transaction locks treasuries by token id, so none deadlock. */
const byToken = <T extends { token_id: string }>(a: T, b: T) => (a.token_id < b.token_id ? -1 : 1);

type Tx = postgres.TransactionSql;

/**
 * Moves an order from `from` to `to`, a move the status table allows (status.ts), stamping when
 * it was paid or closed. The `where status` guard makes a second mover of the same order fail
 * loudly rather than move it twice.
 */
async function moveStatus(
  tx: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  stamp?: 'paid_at' | 'closed_at',
): Promise<void> {
  if (!canTransition(from, to)) throw new Error(`order ${id}: ${from} → ${to} is not an order status transition`);
  if (!(await setOrderStatus(tx, id, from, to, stamp))) throw new Error(`order ${id} is no longer ${from}`);
}

/** An operator command asked for something the order's state does not allow. */
export class OrderStateError extends Error {}

const NOT_HELD = 'the buyer no longer holds all the tokens of this order (moved or withdrawn)';

/**
 * What taking a refund moves, each of the order's tokens from its buyer back to its reservation;
 * refused (OrderStateError) when the buyer no longer holds them all, withdrawn, sold or swapped
 * since. Asking for a refund and taking one judge it here alike.
 */
async function refundMovements(tx: Db, orderId: string, buyerId: string): Promise<Movement[]> {
  const items = ((await itemRows(tx, [orderId])).get(orderId) ?? []).sort(byToken);
  const held = await userHoldings(
    tx,
    buyerId,
    items.map((i) => i.token_id),
  );
  const wanted = new Map<string, bigint>();
  for (const item of items) wanted.set(item.token_id, (wanted.get(item.token_id) ?? 0n) + unitsOf(item));
  if ([...wanted].some(([tokenId, units]) => (held.get(tokenId) ?? 0n) < units)) throw new OrderStateError(NOT_HELD);
  const movements: Movement[] = [];
  for (const item of items) {
    movements.push({
      tokenId: item.token_id,
      from: await account(tx, item.token_id, 'user', buyerId),
      to: await account(tx, item.token_id, 'reservation', orderId),
      quantity: unitsOf(item),
    });
  }
  return movements;
}

/** "0.0012" ≥ "0.00120000"? Decimal strings compared exactly, without floats. */
function decimalAtLeast(a: string, b: string): boolean {
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const places = Math.max(af.length, bf.length);
  return BigInt(aw + af.padEnd(places, '0')) >= BigInt(bw + bf.padEnd(places, '0'));
}

export interface OrderServiceDeps {
  sql: Sql;
  payments: PaymentProviders;
  /** Referral bonus shares in parts per million of the order's USD value (config.orders). */
  referralLevel1Ppm: number;
  referralLevel2Ppm: number;
  /** Days a referral bonus is held before it is the referrer's (REFERRAL_CLAWBACK_DAYS, decision 0067); 0 or absent: none. */
  referralHoldDays?: number;
  /** What one person's unpaid orders may hold reserved (config.orders); unlimited when absent. */
  limits?: OrderLimits;
  /** The platform's address (config.publicUrl): a charge link that is a path is drawn in its QR code under it. */
  publicUrl?: string;
  /**
   * Signs the addresses of charges' QR images: every replica needs the same (app.ts derives it
   * from the JWT secret); a random one when absent (commands and tests that draw none).
   */
  qrKey?: Buffer;
  /** Which chain withdrawals' transactions are on, for their links in the operations list. */
  chainMode?: 'embedded' | 'rpc';
  log?: FastifyBaseLogger;
}

/**
 * Orders, their charges and the tokens they reserve (docs/decisions/0022). Every change of an
 * order and the ledger movement it implies happen in one transaction under the order's row
 * lock; every change of availability tells the catalogue caches by itself (the treasury's trigger,
 * migration 027).
 */
export class OrderService {
  private readonly qr: QrImages;
  private readonly reservations: ReservationQueue;

  constructor(private readonly deps: OrderServiceDeps) {
    this.qr = new QrImages(deps.qrKey ?? randomBytes(32), QR_WIDTH);
    this.reservations = new ReservationQueue(deps.sql, deps.limits);
  }

  private get sql(): Sql {
    return this.deps.sql;
  }

  /**
   * Places an order: prices the basket, asks the currency's provider for a charge, then stores
   * the order and moves its tokens from the treasury into its reservation in one transaction
   * (shared with the orders placed at the same moment, see reservations.ts). The loser of a race
   * for the last tokens is told how many are left.
   */
  async create(userId: string, request: CreateOrderRequest, language: Language = DEFAULT_LANGUAGE): Promise<Order> {
    const tokens = await pricedTokens(
      this.sql,
      request.items.map((i) => i.token_id),
    );
    const lines = request.items.map((item, position) => {
      const token = tokens.get(item.token_id);
      // Said on `items`, the basket, as every refusal of an order is said on a field (SPEC §8).
      if (!token) throw fieldError('items', 'token_not_found');
      if (token.priceCents <= 0n) throw fieldError('items', 'token_under_attribution');
      const quantity = BigInt(item.quantity);
      // Whole tokens are bought, even of INDEX, whose treasury may hold a fraction after bonuses.
      const left = token.available / token.scale;
      if (quantity > left) throw fieldError('items', `not_enough_tokens:${left}`);
      return {
        token_id: item.token_id,
        position,
        quantity,
        scale: token.scale,
        unit: token.priceCents,
        total: quantity * token.priceCents,
      };
    });
    const provider = this.deps.payments.forCurrency(request.currency);
    if (!provider) throw new HttpError(400, 'currency_unavailable');

    const orderId = randomUUID();
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + CHARGE_TTL_SECONDS * 1000);
    const amountCents = lines.reduce((sum, l) => sum + l.total, 0n);
    // Outside the transaction: a real gateway answers over the network, and no lock waits on it.
    // A charge left behind by a failed reservation simply expires at the provider.
    const charge = await provider
      .createCharge({ orderId, amountCents, currency: request.currency, expiresAt, language })
      .catch((error: unknown) => {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        this.deps.log?.warn(
          { err: error.cause, provider: provider.name },
          'order refused: payment provider unavailable',
        );
        throw new HttpError(503, error.key);
      });

    await this.reservations.submit({
      id: orderId,
      userId,
      currency: request.currency,
      amountCents,
      createdAt,
      expiresAt,
      lines,
      charge,
    });

    return this.render(
      {
        id: orderId,
        user_id: userId,
        status: 'created',
        currency: request.currency,
        amount_cents: amountCents.toString(),
        created_at: createdAt,
        expires_at: expiresAt,
        provider: charge.provider,
        code: charge.code,
        charge_amount: charge.amount,
        address: charge.address,
        url: charge.url,
      },
      lines.map((l) => ({
        order_id: orderId,
        token_id: l.token_id,
        quantity: l.quantity.toString(),
        total_cents: l.total.toString(),
      })),
    );
  }

  /**
   * The person's operations, newest first: orders, withdrawals, deposits, sales, swaps and the
   * referral bonuses credited to them, a page at a time; `before` (the oldest a page showed) asks
   * for the next. A page ends on a whole millisecond, so the next one, of what came strictly before
   * its oldest, misses nothing: every source is read a little beyond the page for that. Paged, not
   * cut: deposits of dust to a person's address, anyone's to send, had pushed their purchases out
   * of the only list they had (an outside tester).
   */
  async list(userId: string, before?: Date): Promise<Order[]> {
    const limit = OPERATIONS_PAGE_SIZE + PAGE_EDGE;
    const [orders, bonuses] = await Promise.all([
      orderRows(this.sql, { userId, before }, limit),
      bonusRows(this.sql, userId, { limit, before }),
    ]);
    const items = await itemRows(
      this.sql,
      orders.map((o) => o.id),
    );
    const chainMode = this.deps.chainMode ?? 'embedded';
    // The list is asked for periodically by every signed-in page: its parts are read together.
    const [swapList, withdrawalList, deposits, sales] = await Promise.all([
      swapRows(this.sql, userId, { limit, before }),
      withdrawalRows(this.sql, { userId, before }, limit),
      depositOperations(this.sql, { userId, before }, chainMode, limit),
      saleOperations(this.sql, { userId, before }, chainMode, limit),
    ]);
    const swaps = swapOperations(swapList);
    const withdrawals = withdrawalList.map((w) => withdrawalOperation(w, chainMode));
    const operations = [
      ...withdrawals.map((order) => ({ at: new Date(order.created_at), order })),
      ...deposits.map((order) => ({ at: new Date(order.created_at), order })),
      ...sales.map((order) => ({ at: new Date(order.created_at), order })),
      ...orders.map((o) => ({ at: o.created_at, order: this.render(o, items.get(o.id) ?? []) })),
      ...bonuses.map((b) => ({ at: b.created_at, order: bonusOperation(b, this.deps.referralHoldDays ?? 0) })),
      ...swaps.map((order) => ({ at: new Date(order.created_at), order })),
    ];
    operations.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.order.id < b.order.id ? 1 : -1));
    return pageOf(operations, OPERATIONS_PAGE_SIZE).map((o) => o.order);
  }

  /**
   * The console's order search: by order id, buyer e-mail (contains) or status, newest first.
   * Answers each order with its buyer's id.
   */
  async searchForStaff(filter: {
    q: string;
    status?: OrderStatus;
    userId?: string;
  }): Promise<(Order & { user_id: string })[]> {
    const q = filter.q.trim();
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(q);
    const rows = await staffOrderRows(this.sql, {
      status: filter.status,
      userId: filter.userId,
      ...(q === '' ? {} : isId ? { orderId: q } : { emailContains: q }),
    });
    const items = await itemRows(
      this.sql,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...this.render(r, items.get(r.id) ?? []), user_id: r.user_id }));
  }

  /** One of the person's operations; another user's (or an unknown id) is not found. */
  async get(userId: string, id: string): Promise<Order> {
    const [row] = await orderRows(this.sql, { userId, id }, 1);
    if (row) {
      const order = this.render(row, (await itemRows(this.sql, [id])).get(id) ?? []);
      // Money that came short is the buyer's to know of on the order's own page (an outside tester
      // paid 700 of 720 USDC, saw nothing, and paid 720 again).
      // So is money that came beyond it (a second payment), which an operator returns.
      const { short, pricesRose, extra, extraReturned } = await paymentNotes(this.sql, id);
      if (!order.charge) return order;
      return {
        ...order,
        charge: {
          ...order.charge,
          ...(short === null ? {} : { short_paid: short }),
          ...(pricesRose ? { prices_rose: true as const } : {}),
          ...(extra === null ? {} : { extra_paid: extra }),
          ...(extraReturned === null ? {} : { extra_returned: extraReturned }),
        },
      };
    }
    const [bonus] = await bonusRows(this.sql, userId, { id, limit: 1 });
    if (bonus) return bonusOperation(bonus, this.deps.referralHoldDays ?? 0);
    const [swap] = swapOperations(await swapRows(this.sql, userId, { id, limit: 1 }));
    if (swap) return swap;
    const [withdrawal] = await withdrawalRows(this.sql, { userId, id });
    if (withdrawal) return withdrawalOperation(withdrawal, this.deps.chainMode ?? 'embedded');
    const [deposit] = await depositOperations(this.sql, { userId, id }, this.deps.chainMode ?? 'embedded');
    if (deposit) return deposit;
    const [sale] = await saleOperations(this.sql, { userId, id }, this.deps.chainMode ?? 'embedded');
    if (sale) return sale;
    throw notFound();
  }

  /** The buyer cancels an unpaid order before it expires; its tokens go back to the treasury. */
  async cancel(userId: string, id: string): Promise<Order> {
    const isOrder = await this.sql.begin(async (tx) => {
      const row = await lockOrder(tx, id, { userId });
      if (!row) return false;
      if (!canCancel({ status: row.status, expiresAt: row.expires_at }, Date.now())) {
        throw new HttpError(409, 'order_not_cancellable');
      }
      await this.release(tx, id, row.status, 'canceled');
      return true;
    });
    // The person's other operations (a withdrawal, a sale, a swap, a deposit, a bonus) share the
    // address /operations/{id} with orders: they are found (GET answers them) but were never an
    // unpaid order, so they are refused as an order that can no longer be cancelled is. `get`
    // answers 404 for an id that is none of theirs.
    const operation = await this.get(userId, id);
    if (!isOrder) throw new HttpError(409, 'order_not_cancellable');
    return operation;
  }

  /**
   * Expires one unpaid order whose time is up (or now, with `force`, for the dev simulate
   * control); its tokens go back to the treasury. Answers whether it did. An order locked by
   * another worker is skipped: that worker is settling or expiring it.
   */
  async expire(id: string, options: { force?: boolean } = {}): Promise<boolean> {
    return this.sql.begin(async (tx) => {
      const row = await lockOrder(tx, id, { skipLocked: true });
      if (!row || !canTransition(row.status, 'expired')) return false;
      if (!options.force && isPayable({ status: row.status, expiresAt: row.expires_at }, Date.now())) return false;
      await this.release(tx, id, row.status, 'expired');
      return true;
    });
  }

  /** The scheduled job: expires every unpaid order past its time, oldest first. Answers how many. */
  async expireDue(batch = 200): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await dueOrderIds(this.sql, batch);
      let expired = 0;
      for (const id of due) if (await this.expire(id)) expired += 1;
      total += expired;
      // Rows another process holds are skipped; stop rather than spin on them.
      if (due.length < batch || expired === 0) return total;
    }
  }

  /**
   * Applies a payment exactly once per (provider, eventKey) and at most once per order. The
   * order's tokens move from its reservation to the buyer, and the buyer's level-1 and level-2
   * referrers are credited their INDEX bonus, all in one transaction. A payment after expiry or
   * cancellation takes the tokens from the treasury again when they are still there, and
   * otherwise leaves the order refund_pending for an operator.
   */
  async markPaid(event: PaymentEvent): Promise<MarkPaidResult> {
    return retryingConflicts(() => this.sql.begin((tx) => this.applyPayment(tx, event)));
  }

  private async applyPayment(tx: Tx, event: PaymentEvent): Promise<MarkPaidResult> {
    if (!event.eventKey) throw new RangeError('a payment event needs its eventKey');
    const row = await lockChargedOrder(tx, event.provider, event);
    if (!row) throw notFound();

    const recorded = await recordPaymentEvent(tx, {
      provider: event.provider,
      eventKey: event.eventKey,
      orderId: row.id,
      // What arrived is kept with the event, for an operator returning a second payment.
      details: {
        ...event.details,
        ...(event.amount === undefined ? {} : { amount: event.amount }),
      } as postgres.JSONValue,
    });
    if (!recorded) return { orderId: row.id, outcome: 'duplicate_event', status: row.status };

    // Read once: what prices it was placed at, and what it moves if it is delivered.
    const items = ((await itemRows(tx, [row.id])).get(row.id) ?? []).sort(byToken);
    let outcome: MarkPaidOutcome;
    let status = row.status;
    if (isPaid(row.status)) {
      outcome = 'already_paid';
    } else if ((await lockUserState(tx, row.user_id)).removed) {
      // The buyer removed their account after the order closed (an expired or cancelled order's
      // link paid late, or one expired by the clock before its sweep): nothing is delivered into an
      // account that will be erased (decision 0080; an outside tester had tokens land in one). The
      // payment is returned, as a late one that cannot be delivered is. Read under the buyer's lock,
      // which the removal takes to see that nothing of theirs is under way.
      if (AWAITING_PAYMENT.includes(row.status)) {
        await releaseReservations(tx, row.id, 'release', { idempotencyKey: `release:${row.id}` });
      }
      outcome = 'late_refund_pending';
      status = 'refund_pending';
      await moveStatus(tx, row.id, row.status, 'refund_pending', 'paid_at');
    } else if (event.amount !== undefined && !decimalAtLeast(event.amount, row.charge_amount)) {
      outcome = 'underpaid';
    } else if (await pricesRose(tx, items)) {
      // A payment buys at prices that still stand. Sold back at once at the current price, tokens
      // delivered at an older, lower one would be a riskless profit on every rise, with the order
      // an hour's free option (an outside tester: 100 tokens ordered at $58, paid after a rise to
      // $70, sold back for $7,000). An order paid while prices stood, or fell, is delivered.
      if (AWAITING_PAYMENT.includes(row.status)) {
        await releaseReservations(tx, row.id, 'release', { idempotencyKey: `release:${row.id}` });
      }
      outcome = 'price_risen_refund_pending';
      status = 'refund_pending';
      await moveStatus(tx, row.id, row.status, 'refund_pending', 'paid_at');
    } else if (AWAITING_PAYMENT.includes(row.status)) {
      await this.settle(tx, row, items, 'reservation');
      outcome = 'paid';
      status = 'success';
    } else {
      // Expired or canceled: the reservation went back to the treasury. Take the tokens again if
      // nobody bought them meanwhile; the savepoint undoes a partial attempt.
      const delivered = await tx
        .savepoint(async (sp) => {
          await this.settle(sp, row, items, 'treasury');
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof InsufficientBalanceError) return false;
          throw error;
        });
      if (delivered) {
        outcome = 'paid';
        status = 'success';
      } else {
        outcome = 'late_refund_pending';
        status = 'refund_pending';
        await moveStatus(tx, row.id, row.status, 'refund_pending', 'paid_at');
      }
    }
    await setPaymentOutcome(tx, event.provider, event.eventKey, outcome);
    if (outcome !== 'paid') {
      this.deps.log?.warn(
        { orderId: row.id, provider: event.provider, eventKey: event.eventKey, outcome },
        'payment not applied',
      );
    }
    return { orderId: row.id, outcome, status };
  }

  /** Moves the order's tokens to the buyer, marks it paid, and credits the referral bonuses. */
  private async settle(tx: Tx, order: OrderRow, items: ItemRow[], source: 'reservation' | 'treasury'): Promise<void> {
    const movements: Movement[] = [];
    for (const item of items) {
      movements.push({
        tokenId: item.token_id,
        from:
          source === 'reservation'
            ? await account(tx, item.token_id, 'reservation', order.id)
            : await treasuryOf(tx, item.token_id),
        to: await account(tx, item.token_id, 'user', order.user_id),
        quantity: unitsOf(item),
        valueCents: BigInt(item.total_cents),
      });
    }
    await transfer(tx, 'settle', movements, { idempotencyKey: `settle:${order.id}`, userId: order.user_id });
    await moveStatus(tx, order.id, order.status, 'success', 'paid_at');
    if (this.deps.publicUrl) {
      await mailValueReceived(tx, this.deps.publicUrl, {
        kind: 'purchase',
        id: order.id,
        userId: order.user_id,
        items: movements.map((m) => ({ token_id: m.tokenId, amount: BigInt(m.quantity) })),
        totalCents: BigInt(order.amount_cents),
      });
    }
    await creditReferralBonuses(
      tx,
      order,
      {
        level1Ppm: this.deps.referralLevel1Ppm,
        level2Ppm: this.deps.referralLevel2Ppm,
        holdDays: this.deps.referralHoldDays ?? 0,
      },
      this.deps.log,
    );
  }

  /**
   * An operator starts a refund of a paid order: its tokens leave the buyer and wait in the
   * order's reservation (the buyer can no longer move them) until `completeRefund`. Referral
   * bonuses stay with the referrers until the refund completes (a rejected request changes
   * nothing for them); completing takes them back (docs/decisions/0061).
   *
   * `alongside` runs in the same transaction once the refund is taken (the console's audit row
   * and refund request), so the change and its record exist together or not at all.
   *
   * Idempotent: an order already refund_pending or refunded is left as it is. Answers the status
   * and whether this call is the one that moved the order (`moved`): of concurrent callers exactly
   * one is, whatever the timing, and only its `alongside` ran.
   */
  async takeRefund(
    id: string,
    alongside?: (tx: Db) => Promise<void>,
  ): Promise<{ status: 'refund_pending' | 'refunded'; moved: boolean }> {
    return retryingConflicts(() =>
      this.sql.begin(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order) throw notFound();
        if (order.status === 'refund_pending' || order.status === 'refunded') {
          return { status: order.status, moved: false };
        }
        if (order.status !== 'success') {
          throw new OrderStateError(`only a paid order can be refunded; this one is ${order.status}`);
        }
        const movements = await refundMovements(tx, id, order.user_id);
        try {
          await transfer(tx, 'refund', movements, { idempotencyKey: `refund:${id}`, userId: order.user_id });
        } catch (error) {
          // Moved away between the reading above and the accounts' locks.
          if (error instanceof InsufficientBalanceError) throw new OrderStateError(NOT_HELD);
          throw error;
        }
        await moveStatus(tx, id, order.status, 'refund_pending');
        // A painting's public investment history leaves out a purchase being refunded; its tokens
        // leave the buyer without reaching the treasury (whose changes tell the caches on their own).
        await notifyCatalogChanged(tx);
        await this.mailRefundStage(tx, id, 'taken');
        await alongside?.(tx);
        return { status: 'refund_pending' as const, moved: true };
      }),
    );
  }

  /**
   * Refuses (OrderStateError) a refund of a paid order that `takeRefund` could not take now, its
   * buyer no longer holding all its tokens: a refund waiting for a second operator is recorded only
   * when it can be taken, so the second operator is never offered an approval that can only fail.
   * In the caller's transaction `tx`, under the order's lock.
   */
  async requireRefundable(tx: Db, id: string): Promise<void> {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound();
    await refundMovements(tx, id, order.user_id);
  }

  /**
   * An operator has returned the money: the order is refunded, its tokens go back to the treasury
   * and the referral bonuses it paid are taken back from the referrers (docs/decisions/0061), in
   * one transaction, as `settle` credits them. Only the transaction that moves the order to
   * refunded does this, so completing twice reverses once, and answers `moved` (the others, false).
   * `by` is who completed it, for the reversal's audit rows.
   */
  async completeRefund(
    id: string,
    by: ReversalActor,
    alongside?: (tx: Db) => Promise<void>,
    reference: string | null = null,
  ): Promise<{ status: 'refunded'; moved: boolean }> {
    return retryingConflicts(() =>
      this.sql.begin(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order) throw notFound();
        if (order.status === 'refunded') return { status: 'refunded' as const, moved: false };
        if (!canTransition(order.status, 'refunded')) {
          throw new OrderStateError(`request the refund first; this order is ${order.status}`);
        }
        await releaseReservations(tx, id, 'refund', { idempotencyKey: `refund-return:${id}`, userId: order.user_id });
        await moveStatus(tx, id, order.status, 'refunded', 'closed_at');
        await reverseReferralBonuses(tx, id, by);
        await this.mailRefundStage(tx, id, 'completed', reference);
        await alongside?.(tx);
        return { status: 'refunded' as const, moved: true };
      }),
    );
  }

  /** Tells the buyer, in `tx`, that their purchase's refund was taken or completed (`mailRefund`). */
  private async mailRefundStage(
    tx: Db,
    id: string,
    stage: 'taken' | 'completed',
    reference: string | null = null,
  ): Promise<void> {
    if (!this.deps.publicUrl) return;
    const order = await orderAmount(tx, id);
    if (!order) return;
    const items = (await itemRows(tx, [id])).get(id) ?? [];
    await mailRefund(tx, this.deps.publicUrl, {
      stage,
      id,
      userId: order.user_id,
      items: items.map((item) => ({ token_id: item.token_id, amount: unitsOf(item) })),
      totalCents: BigInt(order.amount_cents),
      reference,
    });
  }

  /** Dev tool (outside production): the owner pays or expires their own order as a provider would. */
  async simulate(userId: string, orderId: string, outcome: 'paid' | 'expired'): Promise<Order> {
    const row = await ownOrderCharge(this.sql, userId, orderId);
    if (!row) throw notFound();
    if (outcome === 'paid') {
      // One simulated payment per order: pressing the control twice is a replayed event.
      await this.markPaid({
        provider: row.provider,
        orderId,
        eventKey: `simulate:${orderId}`,
        details: { simulated: true },
      });
    } else if (!(await this.expire(orderId, { force: true }))) {
      throw new HttpError(409, 'order_not_open');
    }
    return this.get(userId, orderId);
  }

  /** Takes the order's reserved tokens back to the treasury and closes it as canceled or expired. */
  private async release(tx: Db, id: string, from: OrderStatus, to: 'canceled' | 'expired'): Promise<void> {
    await releaseReservations(tx, id, 'release', { idempotencyKey: `release:${id}` });
    await moveStatus(tx, id, from, to, 'closed_at');
  }

  /**
   * What a charge's QR code encodes: its link, or for a path on this platform (the sandbox's) the
   * full address under PUBLIC_URL, since a QR code is read by another device.
   */
  /** The PNG of a charge's QR image address (GET /api/qr); null when the address was not made here. */
  qrImage(data: string, signature: string, scale: 1 | 2): Buffer | null {
    return this.qr.image(data, signature, scale);
  }

  private qrText(url: string): string {
    return url.startsWith('/') && this.deps.publicUrl ? new URL(url, this.deps.publicUrl).href : url;
  }

  private render(row: OrderRow, items: Pick<ItemRow, 'token_id' | 'quantity' | 'total_cents'>[]): Order {
    // SPEC §4: the QR code shows only while the charge can be paid; closed charges carry none,
    // which keeps the periodically reloaded operations list small.
    const open = isPayable({ status: row.status, expiresAt: row.expires_at }, Date.now());
    const qr = open ? this.qr.links(this.qrText(row.url)) : { x1: '', x2: '' };
    return {
      id: row.id,
      type: 'tokens_buying',
      status: row.status,
      created_at: row.created_at.toISOString(),
      amount: formatCents(row.amount_cents),
      items: items.map((i) => ({
        token_id: i.token_id,
        quantity: BigInt(i.quantity).toString(),
        total_amount: formatCents(i.total_cents),
      })),
      charge: {
        code: row.code,
        status: row.status,
        amount: row.charge_amount,
        currency: row.currency,
        address: row.address,
        qr_code: qr.x1,
        qr_code2x: qr.x2,
        expires_at: row.expires_at.toISOString(),
        url: row.url,
      },
    };
  }
}

/** A swap as an operation: what was given first, what was received second; its amount is what was received. */
function swapOperations(rows: SwapRow[]): Order[] {
  const byId = new Map<string, SwapRow[]>();
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  return [...byId.values()].flatMap((legs) => {
    const given = legs.find((l) => BigInt(l.amount) < 0n);
    const received = legs.find((l) => BigInt(l.amount) > 0n);
    if (!given || !received) return [];
    // The operation's figures are those of what it brought in, as its quantity is (the web lists a
    // swap by its second line): 4 tokens worth $232, never 4 tokens beside the $270 given for them.
    const amount = formatCents(received.value_cents ?? 0);
    const item = (leg: SwapRow) => ({
      token_id: leg.token_id,
      quantity: formatUnits(BigInt(leg.amount) < 0n ? -BigInt(leg.amount) : BigInt(leg.amount), leg.decimals),
      total_amount: formatCents(leg.value_cents ?? 0),
    });
    const [gave, got] = [item(given), item(received)];
    return [
      {
        id: given.id,
        type: 'swap' as const,
        status: 'success' as const,
        created_at: given.created_at.toISOString(),
        amount,
        items: [gave, got],
        charge: null,
        // Which side was given, named, as a withdrawal, a sale or a deposit carries its details.
        swap: {
          token_id: gave.token_id,
          to_token_id: got.token_id,
          given: gave.quantity,
          received: got.quantity,
          given_value: gave.total_amount,
          received_value: got.total_amount,
        },
      },
    ];
  });
}

function bonusOperation(row: BonusRow, holdDays: number): Order {
  const credited = BigInt(row.quantity);
  const creditedInAll = BigInt(row.credited_in_all);
  const kept = BigInt(row.kept);
  // What a refund, a sale back or a withdrawal took of this credit: its share of what they took of
  // the purchase's bonuses to the person (one credit each, in practice).
  const takenInAll = creditedInAll > kept ? creditedInAll - kept : 0n;
  const taken = creditedInAll > 0n ? (takenInAll * credited) / creditedInAll : 0n;
  const left = credited - taken;
  // Held until its purchase has stayed the programme's days (decision 0067), then the person's;
  // taken back whole by a refund, a sale back or a withdrawal of the partner's.
  const stage = kept <= 0n ? 'taken_back' : row.held ? 'held' : 'credited';
  // The list and the page show what is left of it, worth its share of the credit's value, rounded
  // to the nearest cent as every token value is (an outside tester read $4.07 for 0.039889 INDEX
  // worth $4.0778).
  const amount = formatCents(divRound(BigInt(row.value_cents ?? 0) * left, credited));
  return {
    id: row.id,
    type: 'referral_bonus',
    status: stage === 'taken_back' ? 'refunded' : stage === 'held' ? 'pending' : 'success',
    created_at: row.created_at.toISOString(),
    amount,
    items: [{ token_id: row.token_id, quantity: formatUnits(left, row.decimals), total_amount: amount }],
    charge: null,
    bonus: {
      status: stage,
      held_until:
        stage === 'held' && row.held_since
          ? new Date(row.held_since.getTime() + holdDays * 86_400_000).toISOString()
          : null,
      credited_amount: formatUnits(credited, row.decimals),
      taken_back_amount: formatUnits(taken, row.decimals),
    },
  };
}
