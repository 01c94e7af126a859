import type { Db } from '../../db/client.ts';
import { account, transfer, transferUpTo, treasuryOf } from '../ledger/service.ts';
import { heldFor } from './clawback-queries.ts';

/**
 * Takes up to `quantity` of one purchase's referral bonus back from a referrer to the INDEX
 * treasury, the one way a refund (decision 0061), a sale back (0066) and a withdrawal (0067) do it:
 * first what is still held for them of that purchase, which is all of it while the bonus is held;
 * then, for a bonus released already or credited before bonuses were held, from their holding as
 * much as they still have, never below zero. At most two ledger transactions of kind `bonus`,
 * `key` and, when both parts move, `key:released`; both name the order second, as every bonus
 * movement of the purchase does. Runs under the purchase's lock (`lockMatchedTotals`), so what is
 * held for it cannot change meanwhile. Answers what came back.
 */
export async function takeBackBonus(
  tx: Db,
  bonus: { tokenId: string; orderId: string; referrerId: string; quantity: bigint; key: string },
): Promise<bigint> {
  const { tokenId, orderId, referrerId, quantity, key } = bonus;
  const treasury = await treasuryOf(tx, tokenId);
  const held = await heldFor(tx, orderId, referrerId);
  const fromHeld = held < quantity ? held : quantity;
  if (fromHeld > 0n) {
    await transfer(
      tx,
      'bonus',
      [{ tokenId, from: await account(tx, tokenId, 'held', referrerId), to: treasury, quantity: fromHeld }],
      { idempotencyKey: key, userId: referrerId },
    );
  }
  if (fromHeld === quantity) return fromHeld;
  const fromHolding = await transferUpTo(
    tx,
    'bonus',
    { tokenId, from: await account(tx, tokenId, 'user', referrerId), to: treasury, quantity: quantity - fromHeld },
    { idempotencyKey: fromHeld > 0n ? `${key}:released` : key, userId: referrerId },
  );
  return fromHeld + fromHolding;
}
