import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import type { NewOrder } from './reservations.ts';
import { lockPeople } from '../auth/user-queries.ts';
import { openOrdersOf, reservedLinesOf, tokenEmissions } from './queries.ts';

/** What one person's unpaid, unexpired orders may reserve at once. */
export interface ReservedLimit {
  /** Of each token, this share of its emission, in parts per million (50000 = 5%). */
  sharePpm: number;
  /** Of all tokens together, this value at the orders' prices, in USD cents. */
  usdCents: bigint;
}

/**
 * The ceilings on what a person may hold reserved without paying (docs/decisions/0022): how many
 * unpaid orders, how much of one token, how much in value. A KYC-verified person gets `verified`.
 */
export interface OrderLimits {
  maxOpenPerUser: number;
  unverified: ReservedLimit;
  verified: ReservedLimit;
}

export const UNLIMITED: OrderLimits = {
  maxOpenPerUser: Number.POSITIVE_INFINITY,
  unverified: { sharePpm: 1_000_000, usdCents: BigInt(Number.MAX_SAFE_INTEGER) },
  verified: { sharePpm: 1_000_000, usdCents: BigInt(Number.MAX_SAFE_INTEGER) },
};

interface Person {
  limit: ReservedLimit;
  /** The account was removed (refused whatever it asks). */
  removed: boolean;
  open: number;
  cents: bigint;
  /** Whole tokens reserved, per token. */
  tokens: Map<string, bigint>;
}

/**
 * What the buyers of one reservation batch already hold reserved, read under the batch's
 * transaction with their user rows locked: orders of the same person sent at the same moment, to
 * this process or another, are decided one after the other and cannot pass a ceiling together.
 * Only unpaid, unexpired orders count: tokens a person paid for are theirs, not a reservation.
 */
export class ReservedByBuyers {
  private constructor(
    private readonly limits: OrderLimits,
    private readonly people: Map<string, Person>,
    private readonly tokens: Map<string, { symbol: string; emission: bigint }>,
  ) {}

  /**
   * Locks the buyers' rows (in id order and before the treasuries, as every transaction takes
   * them, decision 0048) and reads their open orders. The statements are sent together, in this order,
   * and the transaction's connection runs them one after the other: the reads run once the lock
   * is held, each with a snapshot taken after it, in the same round trip.
   */
  static async load(tx: Db, limits: OrderLimits, userIds: string[], tokenIds: string[]): Promise<ReservedByBuyers> {
    const [users, open, lines, tokens] = await Promise.all([
      lockPeople(tx, userIds),
      openOrdersOf(tx, userIds),
      reservedLinesOf(tx, userIds, tokenIds),
      tokenEmissions(tx, tokenIds),
    ]);
    const people = new Map<string, Person>(
      users.map((u) => [
        u.id,
        {
          limit: u.verified ? limits.verified : limits.unverified,
          removed: u.removed,
          open: 0,
          cents: 0n,
          tokens: new Map(),
        },
      ]),
    );
    for (const row of open) {
      const person = people.get(row.user_id);
      if (!person) continue;
      person.open = row.open;
      person.cents = BigInt(row.cents);
    }
    for (const row of lines) people.get(row.user_id)?.tokens.set(row.token_id, BigInt(row.quantity));
    return new ReservedByBuyers(
      limits,
      people,
      new Map(tokens.map((t) => [t.id, { symbol: t.symbol, emission: BigInt(t.emission) }])),
    );
  }

  /** Why the order would take its buyer past a ceiling (on `items`, as every refusal of an order), or null when it fits. */
  refusal(order: NewOrder): HttpError | null {
    const person = this.people.get(order.userId);
    if (!person) return null;
    // Removed while the order was on its way (the session's check came before): nothing more may
    // arrive in an account that will be erased (decision 0080).
    if (person.removed) return new HttpError(403, 'account_removed');
    if (person.open >= this.limits.maxOpenPerUser) {
      return fieldError('items', `too_many_open_orders:${this.limits.maxOpenPerUser}`);
    }
    for (const line of order.lines) {
      const token = this.tokens.get(line.token_id);
      if (!token) continue;
      // Whole tokens, rounded down: the emission is kept in base units (10^decimals per token).
      const cap = (token.emission * BigInt(person.limit.sharePpm)) / (1_000_000n * line.scale);
      if ((person.tokens.get(line.token_id) ?? 0n) + line.quantity > cap) {
        return fieldError('items', `reserved_token_limit:${cap}:${token.symbol}`);
      }
    }
    if (person.cents + order.amountCents > person.limit.usdCents) {
      return fieldError('items', `reserved_usd_limit:${person.limit.usdCents / 100n}`);
    }
    return null;
  }

  /** Counts an accepted order, so the batch's next orders of the same person see it. */
  add(order: NewOrder): void {
    const person = this.people.get(order.userId);
    if (!person) return;
    person.open += 1;
    person.cents += order.amountCents;
    for (const line of order.lines) {
      person.tokens.set(line.token_id, (person.tokens.get(line.token_id) ?? 0n) + line.quantity);
    }
  }
}
