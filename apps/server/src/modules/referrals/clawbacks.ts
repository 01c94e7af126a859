import { formatCents } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.ts';
import { DuplicateTransactionError } from '../ledger/service.ts';
import type { ReversalActor } from './bonuses.ts';
import {
  clawbackCandidates,
  clawbackKey,
  clawedBack,
  lockMatchedTotals,
  outflowId,
  outflowMatched,
  recordMatches,
  type ClawbackCandidateRow,
  type Outflow,
} from './clawback-queries.ts';
import { indexToken } from './queries.ts';
import { takeBackBonus } from './take-back.ts';

/**
 * Tokens that have definitively left the investor, as the clawback rule reads it: a sale back to
 * the platform (decision 0066) or a withdrawal to a wallet (decision 0067).
 */
export interface AcceptedOutflow {
  outflow: Outflow;
  /** The investor whose tokens left. */
  personId: string;
  /** What the tokens were worth, in cents: a sale's payout, a withdrawal's value when asked for. */
  valueCents: bigint;
  /** Purchases paid within this many days before `requestedAt` are matched (REFERRAL_CLAWBACK_DAYS). */
  windowDays: number;
  /**
   * When the person asked for it, as the database recorded it: the tokens left their balance then,
   * so an approval or a confirmation after the window ended still takes back what was within it
   * (decision 0067). Absent when it is accepted as it is asked for: the database's now.
   */
  requestedAt?: Date;
  /** Who made it final (the person, the operator who approved it, or nobody: the chain confirmed it), for the audit rows. */
  actor: ReversalActor;
}

/** What one sale or withdrawal took back from one referrer for one purchase. */
export interface BonusClawback {
  orderId: string;
  referrerId: string;
  levels: number[];
  tokenId: string;
  /** INDEX base units the purchase credited the referrer. */
  bonus: bigint;
  /** Cents of the purchase's value this sale matched, and all sales so far with it. */
  matchedCents: bigint;
  totalMatchedCents: bigint;
  /** What the referrer should have given back for this sale: their share of the matched value less what earlier sales took. */
  owed: bigint;
  /** What went back to the INDEX treasury: `owed`, or what the referrer still held of it. */
  takenBack: bigint;
}

interface Purchase {
  orderId: string;
  amountCents: bigint;
  referrers: { referrerId: string; levels: number[]; bonus: bigint }[];
}

/**
 * The referral programme's rule for a sale back to the platform (docs/decisions/0066) and for a
 * withdrawal (0067): selling what one just bought is a refund in all but name, and withdrawing it
 * leaves the platform nothing to hold the bonus against (it could be deposited into another
 * account and sold there), so the bonuses it earned go back in proportion. The outflow's value is
 * matched against the person's paid orders of the last `windowDays` days that credited bonuses
 * (not refunded), newest first, each up to its amount not matched by earlier outflows; by USD
 * value, not by token, so buying, swapping to INDEX and selling that is caught too. For each
 * matched order every referrer's taken-back total becomes ⌊bonus × matched so far ÷ order
 * amount⌋: cumulative, so partial outflows never drift from the whole. It comes back from what is
 * still held for the referrer (all of it, while the bonus is held), or from their balance once
 * released, never below zero (the sale or withdrawal goes through regardless): `takeBackBonus`,
 * per outflow, order and referrer, with an audit row each, `referral.bonus_clawback`, or
 * `referral.bonus_shortfall` when part of it could not be taken back. What an outflow matched is
 * stored, so a later one goes on from there and none is matched twice.
 *
 * Run in the outflow's transaction when the tokens have left the person for good (a sale at its
 * request or approval, a withdrawal when the chain confirms it), after its own ledger movements
 * and before its audit row: the audit head is locked last. Answers what it took back.
 */
export async function clawBackReferralBonuses(tx: Db, out: AcceptedOutflow): Promise<BonusClawback[]> {
  if (out.valueCents <= 0n || out.windowDays <= 0) return [];
  const index = await indexToken(tx);
  if (!index) return [];
  const purchases = byOrder(await clawbackCandidates(tx, out.personId, index.id, out.windowDays, out.requestedAt));
  if (purchases.length === 0) return [];

  // Sales of this person and refunds of their orders take turns on these purchases from here on.
  const matchedBefore = await lockMatchedTotals(
    tx,
    purchases.map((p) => p.orderId),
  );
  if (await outflowMatched(tx, out.outflow)) return [];
  const taken = await clawedBack(
    tx,
    purchases.map((p) => p.orderId),
  );

  const matches: { orderId: string; cents: bigint }[] = [];
  const planned: Omit<BonusClawback, 'takenBack'>[] = [];
  let left = out.valueCents;
  for (const purchase of purchases) {
    if (left === 0n) break;
    const before = matchedBefore.get(purchase.orderId) ?? 0n;
    const open = purchase.amountCents - before;
    if (open <= 0n) continue;
    const cents = left < open ? left : open;
    left -= cents;
    const total = before + cents;
    matches.push({ orderId: purchase.orderId, cents });
    for (const { referrerId, levels, bonus } of purchase.referrers) {
      const due = (bonus * total) / purchase.amountCents;
      const owed = due - (taken.get(`${purchase.orderId}:${referrerId}`) ?? 0n);
      if (owed <= 0n) continue;
      planned.push({
        orderId: purchase.orderId,
        referrerId,
        levels,
        tokenId: index.id,
        bonus,
        matchedCents: cents,
        totalMatchedCents: total,
        owed,
      });
    }
  }
  await recordMatches(tx, out.outflow, matches);

  const clawbacks: BonusClawback[] = [];
  for (const plan of planned) {
    try {
      const takenBack = await takeBackBonus(tx, {
        tokenId: index.id,
        orderId: plan.orderId,
        referrerId: plan.referrerId,
        quantity: plan.owed,
        key: clawbackKey(plan.orderId, outflowId(out.outflow), plan.referrerId),
      });
      clawbacks.push({ ...plan, takenBack });
    } catch (error) {
      // Taken back before: the key is the ledger's proof, and nothing was written this time.
      if (error instanceof DuplicateTransactionError) continue;
      throw error;
    }
  }

  const amount = (units: bigint) => formatUnits(units, index.decimals);
  for (const c of clawbacks) {
    await writeAudit(tx, {
      actorId: out.actor.actorId,
      actorRole: out.actor.actorRole,
      action: c.takenBack < c.owed ? 'referral.bonus_shortfall' : 'referral.bonus_clawback',
      subjectType: out.outflow.saleId ? 'sale' : 'withdrawal',
      subjectId: outflowId(out.outflow),
      after: {
        order_id: c.orderId,
        referrer_id: c.referrerId,
        levels: c.levels,
        token_id: c.tokenId,
        bonus: amount(c.bonus),
        matched: formatCents(c.matchedCents),
        matched_in_all: formatCents(c.totalMatchedCents),
        owed: amount(c.owed),
        taken_back: amount(c.takenBack),
        shortfall: amount(c.owed - c.takenBack),
      },
      meta: out.actor.meta ?? null,
    });
  }
  return clawbacks;
}

/** The candidate rows (newest order first, one per order and referrer) as purchases, in that order. */
function byOrder(rows: ClawbackCandidateRow[]): Purchase[] {
  const purchases: Purchase[] = [];
  for (const row of rows) {
    let purchase = purchases.at(-1);
    if (purchase?.orderId !== row.order_id) {
      purchase = { orderId: row.order_id, amountCents: BigInt(row.amount_cents), referrers: [] };
      purchases.push(purchase);
    }
    purchase.referrers.push({
      referrerId: row.referrer_id,
      levels: row.levels.map(Number).sort((a, b) => a - b),
      bonus: BigInt(row.bonus),
    });
  }
  return purchases;
}
