import { randomUUID } from 'node:crypto';
import type { PaymentCurrency } from '@pinacoteca/contracts/enums';
import type { ChargeDetails } from '../../adapters/payments/provider.ts';
import type { Sql } from '../../db/client.ts';
import { fieldError, retryingConflicts, type HttpError } from '../../lib/errors.ts';
import { JOBS, addJobs, type JobSpec } from '../../jobs/queue.ts';
import { lockTreasuries, openReservations, transferBatch } from '../ledger/service.ts';
import { ReservedByBuyers, UNLIMITED, type OrderLimits } from './limits.ts';
import { insertOrders } from './queries.ts';

/** An order ready to be stored: priced, with its charge described by the provider. */
export interface NewOrder {
  id: string;
  userId: string;
  currency: PaymentCurrency;
  amountCents: bigint;
  createdAt: Date;
  expiresAt: Date;
  /**
   * Whole tokens per line (as order_items keeps them, with the price of one whole token); the
   * ledger moves `quantity × scale` base units (INDEX has 10^6 per token, art tokens 1).
   */
  lines: { token_id: string; position: number; quantity: bigint; scale: bigint; unit: bigint; total: bigint }[];
  charge: ChargeDetails;
}

const unitsOf = (line: NewOrder['lines'][number]) => line.quantity * line.scale;

/**
 * The job that expires the unpaid orders of one batch at their time (docs/decisions/0060). The
 * orders of a batch were priced within one transaction's wait of each other, so it runs at the
 * latest of their `expires_at` (no order is expired early; none more than that wait late). One job
 * per batch, not per order: adding jobs, and the worker's look for one that each addition wakes,
 * were a third of the database's work per order.
 */
const expiryJob = (orders: Pick<NewOrder, 'id' | 'expiresAt'>[]): JobSpec => ({
  task: JOBS.expireOrder,
  payload: { order_ids: orders.map((o) => o.id) },
  runAt: new Date(Math.max(...orders.map((o) => o.expiresAt.getTime()))),
});

interface Job {
  order: NewOrder;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Orders stored per transaction at most; more wait for the next one. */
const MAX_BATCH = 100;

/**
 * Stores new orders and reserves their tokens, many orders per transaction (docs/decisions/0022).
 *
 * Every order of a token debits the same treasury row, so orders of a popular token queue on that
 * row's lock, and each one would hold it through its own commit, whose flush to disk is the
 * slowest part. Orders that arrive while a transaction is running wait and go together in the
 * next: one transaction locks their buyers (by id), then the treasuries they need (by token), the
 * order every transaction takes them in, so none in another process deadlocks with it; it decides
 * in arrival order which orders still fit, stores those and their ledger movements (`transfer`,
 * whose conditional debit stays the last line of defence), and commits once. An order that no longer fits is refused with how many tokens are left.
 * Nothing is answered before the commit, so an accepted order is always a durable one.
 */
export class ReservationQueue {
  private queue: Job[] = [];
  private running = false;

  constructor(
    private readonly sql: Sql,
    /** What one person may hold reserved without paying: nobody can hoard a painting's tokens. */
    private readonly limits: OrderLimits = UNLIMITED,
  ) {}

  submit(order: NewOrder): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ order, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.run(batch);
      }
    } finally {
      this.running = false;
    }
  }

  private async run(batch: Job[]): Promise<void> {
    let outcome: Map<Job, HttpError | null>;
    try {
      outcome = await this.store(batch);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One order's unexpected failure must not fail the others: store them one by one.
      for (const job of batch) await this.run([job]);
      return;
    }
    for (const job of batch) {
      const refusal = outcome.get(job);
      if (refusal) job.reject(refusal);
      else job.resolve();
    }
  }

  private async store(batch: Job[]): Promise<Map<Job, HttpError | null>> {
    const outcome = new Map<Job, HttpError | null>();
    // A conflict rolls the whole batch back, outcomes included: it is decided again from the start.
    await retryingConflicts(() =>
      this.sql.begin(async (tx) => {
        outcome.clear();
        const tokenIds = [...new Set(batch.flatMap((j) => j.order.lines.map((l) => l.token_id)))].sort();
        const userIds = [...new Set(batch.map((j) => j.order.userId))];
        // The buyers' rows locked with what they already hold reserved, so an order beyond a
        // person's ceiling is refused before it can reserve anything; then the treasuries the batch
        // needs. People before treasuries, as every transaction takes them (decision 0048): a
        // payment, a swap or a withdrawal locks its person and then moves a treasury, and a batch
        // that took the treasury first deadlocked with a late payment of its buyer's expired order.
        // Sent together: the transaction's one connection runs the statements in the order they
        // were sent, in one round trip.
        const [buyers, locked] = await Promise.all([
          ReservedByBuyers.load(tx, this.limits, userIds, tokenIds),
          lockTreasuries(tx, tokenIds),
        ]);
        const treasury = new Map([...locked].map(([tokenId, t]) => [tokenId, { id: t.id, left: t.balance }]));

        const accepted: NewOrder[] = [];
        for (const job of batch) {
          const ceiling = buyers.refusal(job.order);
          if (ceiling) {
            outcome.set(job, ceiling);
            continue;
          }
          const short = job.order.lines.find((l) => (treasury.get(l.token_id)?.left ?? 0n) < unitsOf(l));
          if (short) {
            const left = (treasury.get(short.token_id)?.left ?? 0n) / short.scale;
            outcome.set(job, fieldError('items', `not_enough_tokens:${left}`));
            continue;
          }
          for (const l of job.order.lines) treasury.get(l.token_id)!.left -= unitsOf(l);
          buyers.add(job.order);
          outcome.set(job, null);
          accepted.push(job.order);
        }
        if (accepted.length === 0) return;

        // Everything below goes out at once: postgres.js pipelines the statements on this
        // transaction's connection and the server runs them in the order sent, so the batch costs
        // one round trip however many orders it holds (ids are made here, so nothing waits on another).
        const reservations = accepted.flatMap((o) =>
          o.lines.map((l) => ({ id: randomUUID(), token_id: l.token_id, order_id: o.id })),
        );
        const reservationOf = new Map(reservations.map((r) => [`${r.order_id}:${r.token_id}`, r.id]));
        // `execute()` sends each statement now, so they reach the server in this order (the
        // ledger's statements below need the reservation accounts to exist).
        const stored = [
          ...insertOrders(tx, {
            orders: accepted.map((o) => ({
              id: o.id,
              user_id: o.userId,
              status: 'created',
              currency: o.currency,
              amount_cents: o.amountCents.toString(),
              created_at: o.createdAt,
              expires_at: o.expiresAt,
            })),
            items: accepted.flatMap((o) =>
              o.lines.map((l) => ({
                order_id: o.id,
                token_id: l.token_id,
                position: l.position,
                quantity: l.quantity.toString(),
                unit_price_cents: l.unit.toString(),
                total_cents: l.total.toString(),
              })),
            ),
            charges: accepted.map((o) => ({
              order_id: o.id,
              provider: o.charge.provider,
              code: o.charge.code,
              amount: o.charge.amount,
              currency: o.currency,
              address: o.charge.address,
              url: o.charge.url,
              reference: o.charge.reference,
              expires_at: o.expiresAt,
            })),
          }),
          openReservations(tx, reservations),
          // The batch's expiry job; it does nothing to an order that was paid or cancelled.
          addJobs(tx, [expiryJob(accepted)]),
        ].map((query) => query.execute());
        await Promise.all([
          ...stored,
          // One ledger transaction per order.
          transferBatch(
            tx,
            'reserve',
            accepted.map((o) => ({
              idempotencyKey: `reserve:${o.id}`,
              userId: o.userId,
              at: o.createdAt,
              movements: o.lines.map((l) => ({
                tokenId: l.token_id,
                from: treasury.get(l.token_id)!.id,
                to: reservationOf.get(`${o.id}:${l.token_id}`)!,
                quantity: unitsOf(l),
              })),
            })),
          ),
        ]);
      }),
    );
    return outcome;
  }
}
