import type { FastifyBaseLogger } from 'fastify';
import type postgres from 'postgres';
import { divRound } from '@pinacoteca/contracts/money';
import { indexPriceCents } from '../catalog/prices.ts';
import { notifyCatalogChanged } from '../catalog/changes.ts';
import {
  account,
  DuplicateTransactionError,
  InsufficientBalanceError,
  transfer,
  treasuryOf,
} from '../ledger/service.ts';
import { indexToken, referrersOf } from './queries.ts';

/** The referral programme's shares of a paid order's USD value, in parts per million (config.orders). */
export interface ReferralShares {
  level1Ppm: number;
  level2Ppm: number;
}

/**
 * The referral programme's rule for a paid order (SPEC: two levels): the buyer's level-1 and
 * level-2 referrers get a share of the order's USD value in INDEX at the INDEX price, from the
 * INDEX treasury, exact to INDEX's last base unit (rounded down only there); nothing when even
 * that is 0. Runs in the payment's transaction; idempotency keys per order and level make a bonus
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
              to: await account(sp, index.id, 'user', userId),
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
  if (credited) await notifyCatalogChanged(tx);
}
