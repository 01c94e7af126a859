import type { FastifyBaseLogger } from 'fastify';
import type postgres from 'postgres';
import { divRound } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Db, Sql } from '../../db/client.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import { indexPriceCents } from '../catalog/prices.ts';
import {
  account,
  DuplicateTransactionError,
  InsufficientBalanceError,
  movementsOf,
  transfer,
  transferOnce,
  treasuryOf,
} from '../ledger/service.ts';
import { clawedBack, dueReleases, heldFor, lockMatchedTotals, releaseKey } from './clawback-queries.ts';
import { indexToken, referrersOf } from './queries.ts';
import { lockUserState } from '../auth/user-queries.ts';
import { takeBackBonus } from './take-back.ts';

/** The referral programme's shares of a paid order's USD value, in parts per million (config.orders). */
export interface ReferralShares {
  level1Ppm: number;
  level2Ppm: number;
  /**
   * Days a bonus is held before it is the referrer's to move (REFERRAL_CLAWBACK_DAYS, decision
   * 0067); 0 credits it to their balance at once.
   */
  holdDays: number;
}

/**
 * The referral programme's rule for a paid order (SPEC: two levels): the buyer's level-1 and
 * level-2 referrers get a share of the order's USD value in INDEX at the INDEX price, from the
 * INDEX treasury, exact to INDEX's last base unit (rounded down only there); nothing when even
 * that is 0. The bonus is held for the referrer (their `held` account) for `shares.holdDays`,
 * then released to their balance by `releaseHeldBonuses` (decision 0067). Runs in the payment's transaction; idempotency keys per order and level make a bonus
 * impossible to pay twice, and an exhausted INDEX treasury does not stop the payment (the log says so).
 */
export async function creditReferralBonuses(
  tx: postgres.TransactionSql,
  order: { id: string; user_id: string; amount_cents: string },
  shares: ReferralShares,
  log?: FastifyBaseLogger,
): Promise<void> {
  const chain = await referrersOf(tx, order.user_id);
  const levels = [
    { level: 1, userId: chain.level1, ppm: shares.level1Ppm },
    { level: 2, userId: chain.level2, ppm: shares.level2Ppm },
  ].filter((l) => l.userId && l.userId !== order.user_id && l.ppm > 0);
  if (levels.length === 0) return;

  const index = await indexToken(tx);
  const price = await indexPriceCents(tx);
  if (!index || price <= 0n) return;
  const scale = 10n ** BigInt(index.decimals);
  let credited = false;
  for (const { level, userId, ppm } of levels) {
    // cents × ppm / 10^6 is the bonus in cents; ÷ price is INDEX tokens; × scale is base units.
    // One integer division at the end, so only the last base unit is rounded (down).
    const quantity = (BigInt(order.amount_cents) * BigInt(ppm) * scale) / (1_000_000n * price);
    if (quantity <= 0n) continue;
    const done = await tx
      .savepoint(async (sp) => {
        await transfer(
          sp,
          'bonus',
          [
            {
              tokenId: index.id,
              from: await treasuryOf(sp, index.id),
              to: await account(sp, index.id, shares.holdDays > 0 ? 'held' : 'user', userId),
              quantity,
              valueCents: divRound(quantity * price, scale),
            },
          ],
          { idempotencyKey: `bonus:${order.id}:${level}`, userId },
        );
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof InsufficientBalanceError || error instanceof DuplicateTransactionError) {
          log?.warn({ orderId: order.id, level, err: error }, 'referral bonus not credited');
          return false;
        }
        throw error;
      });
    credited ||= done;
  }
}

/** Who completes the refund that takes the bonuses back, for the audit rows it writes. */
export interface ReversalActor {
  actorId: string | null;
  actorRole: string | null;
  meta?: RequestMeta | null;
}

/** One referrer's bonuses of a refunded order, and what of them came back. */
export interface BonusReversal {
  referrerId: string;
  /** The levels the order paid this referrer for (1, 2). */
  levels: number[];
  tokenId: string;
  /** INDEX base units the order credited the referrer. */
  bonus: bigint;
  /** What the buyer's sales took back of it already (decision 0066); the refund takes the rest. */
  bySales: bigint;
  /** What went back to the INDEX treasury now: the rest, or what the referrer still held of it. */
  takenBack: bigint;
}

/**
 * The referral programme's rule for a refunded order (docs/decisions/0061): every bonus the order
 * credited (ledger transactions `bonus:<order>:<level>`) goes back to the INDEX treasury, from
 * what is still held for the referrer and then from their balance (`takeBackBonus`), keyed
 * `bonus-reversal:<order>:<referrer>`, so it happens once. A referrer who no longer holds the whole
 * of a released bonus (spent, swapped, withdrawn) gives back what they hold of it, never going below zero, and
 * the refund goes through regardless; every reversal writes an audit row, `referral.bonus_reverse`,
 * or `referral.bonus_shortfall` when part of it could not be taken back, for operators to follow
 * up. What the buyer's sales already took back of a bonus (decision 0066) is not taken again: the
 * refund takes the rest, under the lock those sales take on the order, so the two never add up to
 * more than the bonus. Runs in the transaction that completes the refund, after the ledger
 * movements it makes (the audit head is locked last, as everywhere). Answers the reversals it made.
 */
export async function reverseReferralBonuses(tx: Db, orderId: string, actor: ReversalActor): Promise<BonusReversal[]> {
  const index = await indexToken(tx);
  if (!index) return [];
  const credited = `bonus:${orderId}:`;
  const reversedKey = (referrerId: string) => `bonus-reversal:${orderId}:${referrerId}`;
  const movements = await movementsOf(tx, orderId);
  const done = new Set(movements.map((m) => m.key));
  const owed = new Map<string, { levels: number[]; bonus: bigint }>();
  for (const m of movements) {
    if (m.kind !== 'bonus' || !m.key?.startsWith(credited) || m.tokenId !== index.id) continue;
    // Credited to what is held for the referrer (decision 0067), or before that to their balance.
    const owner = /^(?:user|held):(.+)$/.exec(m.account)?.[1];
    if (m.amount <= 0n || !owner) continue;
    const referrerId = owner;
    const entry = owed.get(referrerId) ?? { levels: [], bonus: 0n };
    entry.levels.push(Number(m.key.slice(credited.length)));
    entry.bonus += m.amount;
    owed.set(referrerId, entry);
  }

  const reversals: BonusReversal[] = [];
  if (owed.size === 0) return reversals;
  // A sale of the buyer's matching this order waits for the refund, or the refund for it; what
  // sales took back is read once that lock is held.
  await lockMatchedTotals(tx, [orderId]);
  const bySales = await clawedBack(tx, [orderId]);
  for (const [referrerId, { levels, bonus }] of [...owed].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (done.has(reversedKey(referrerId))) continue;
    const before = bySales.get(`${orderId}:${referrerId}`) ?? 0n;
    if (before >= bonus) continue;
    try {
      const takenBack = await takeBackBonus(tx, {
        tokenId: index.id,
        orderId,
        referrerId,
        quantity: bonus - before,
        key: reversedKey(referrerId),
      });
      reversals.push({
        referrerId,
        levels: levels.sort((a, b) => a - b),
        tokenId: index.id,
        bonus,
        bySales: before,
        takenBack,
      });
    } catch (error) {
      // Reversed before: the key is the ledger's proof, and nothing was written this time.
      if (error instanceof DuplicateTransactionError) continue;
      throw error;
    }
  }

  const amount = (units: bigint) => formatUnits(units, index.decimals);
  for (const r of reversals) {
    await writeAudit(tx, {
      actorId: actor.actorId,
      actorRole: actor.actorRole,
      action: r.bySales + r.takenBack < r.bonus ? 'referral.bonus_shortfall' : 'referral.bonus_reverse',
      subjectType: 'order',
      subjectId: orderId,
      after: {
        referrer_id: r.referrerId,
        levels: r.levels,
        token_id: r.tokenId,
        bonus: amount(r.bonus),
        // Only when the buyer's sales took part of it back first (decision 0066).
        ...(r.bySales > 0n ? { taken_back_by_sales: amount(r.bySales) } : {}),
        taken_back: amount(r.takenBack),
        shortfall: amount(r.bonus - r.bySales - r.takenBack),
      },
      meta: actor.meta ?? null,
    });
  }
  return reversals;
}

/**
 * Moves to their balance what is still held of each bonus whose purchase was paid `holdDays` or
 * more ago (decision 0067): the bonus less what a refund, a sale back or a withdrawal of the
 * partner's took back meanwhile. One transaction per purchase and referrer, under the purchase's
 * lock (`lockMatchedTotals`), as a sale or a refund taking the bonus back takes it, so the two take
 * turns and neither moves what the other did; keyed `bonus-release:<order>:<referrer>`, so it
 * happens once. At most `limit` per call; answers how many were released.
 */
export async function releaseHeldBonuses(sql: Sql, holdDays: number, limit = 500): Promise<number> {
  const due = await dueReleases(sql, holdDays, limit);
  const index = due.length > 0 ? await indexToken(sql) : undefined;
  if (!index) return 0;
  let released = 0;
  for (const { order_id: orderId, referrer_id: referrerId } of due) {
    const moved = await sql.begin(async (tx) => {
      await lockMatchedTotals(tx, [orderId]);
      // A removed referrer's bonus stays held while the account is removed (released once it is
      // restored), never released into an account that will be erased (decision 0080); a blocked
      // one's while an operator keeps them blocked. Under the person's lock, which the removal
      // and the block take.
      const referrer = await lockUserState(tx, referrerId);
      if (referrer.removed || referrer.blocked) return false;
      const rest = await heldFor(tx, orderId, referrerId);
      if (rest <= 0n) return false;
      return transferOnce(
        tx,
        'bonus',
        [
          {
            tokenId: index.id,
            from: await account(tx, index.id, 'held', referrerId),
            to: await account(tx, index.id, 'user', referrerId),
            quantity: rest,
          },
        ],
        { idempotencyKey: releaseKey(orderId, referrerId), userId: referrerId },
      );
    });
    if (moved) released += 1;
  }
  return released;
}
