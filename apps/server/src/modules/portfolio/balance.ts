import { SetAsideStatus, type BalanceResponse, type SetAside } from '@pinacoteca/contracts/account/balance';
import { cannotLeave, formatCents, unitsValueCents } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Db } from '../../db/client.ts';
import { pricedTokens } from '../catalog/prices.ts';
import { saleRows } from '../chain/sale-queries.ts';
import { withdrawalRows } from '../chain/withdrawal-queries.ts';
import { holdingsOf } from '../ledger/service.ts';
import { unsettledOrderCount, refundPendingOrderCount } from '../orders/queries.ts';

/**
 * The person's withdrawals and sales whose tokens have left their holdings but that are not done,
 * newest first: a withdrawal waiting for approval or being sent (its tokens in `withdrawing`); a
 * sale waiting for approval (its tokens in the sale's reservation) or not paid yet (owed in USDC).
 * A rejected or failed withdrawal, a rejected or paid sale, has nothing set aside any more.
 */
async function setAsideOf(db: Db, userId: string): Promise<SetAside[]> {
  // One read of each on every balance (the wallet renews it while open), not one per status.
  const [withdrawals, sales] = await Promise.all([
    withdrawalRows(db, { userId, status: ['awaiting_approval', 'processing'] }),
    saleRows(db, {
      userId,
      status: ['awaiting_approval', 'processing', 'awaiting_funds', 'awaiting_address', 'failed'],
    }),
  ]);
  const view = (kind: SetAside['kind'], row: (typeof withdrawals)[number] | (typeof sales)[number]) => ({
    operation_id: row.id,
    kind,
    // The filters above let only these through; parsed, so a status added later fails loudly here.
    status: SetAsideStatus.parse(row.status),
    token_id: row.token_id,
    amount: formatUnits(BigInt(row.amount), row.decimals),
    value: formatCents(row.value_cents),
    created_at: row.created_at.toISOString(),
  });
  return [...withdrawals.map((row) => view('withdrawal', row)), ...sales.map((row) => view('sale', row))].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.operation_id.localeCompare(a.operation_id),
  );
}

/**
 * Everything the person holds (the ledger's holdings), valued at current prices (the catalogue's:
 * INDEX at its derived price), art tokens in symbol order; and, beside them and counted in none of
 * them, what is set aside for their withdrawals and sales not yet done.
 */
export async function portfolioBalance(db: Db, userId: string): Promise<BalanceResponse> {
  // One snapshot: a decision between two reads would show its tokens in both lists, or in neither.
  if ('begin' in db) return db.begin('isolation level repeatable read read only', (tx) => portfolioBalance(tx, userId));
  const [held, aside] = await Promise.all([holdingsOf(db, userId), setAsideOf(db, userId)]);
  const tokens = await pricedTokens(
    db,
    held.map((h) => h.tokenId),
  );
  let total = 0n;
  let indexBalance = '0';
  const art: { symbol: string; id: string; quantity: bigint }[] = [];
  for (const { tokenId, quantity } of held) {
    const token = tokens.get(tokenId);
    if (!token) continue;
    total += unitsValueCents(quantity, token.priceCents, token.scale);
    if (token.kind === 'index') indexBalance = formatUnits(quantity, token.decimals);
    else art.push({ symbol: token.symbol, id: tokenId, quantity });
  }
  art.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  return {
    balance_amount: formatCents(total),
    index_token_balance: indexBalance,
    art_token_balances: art.map((a) => ({ id: a.id, quantity: a.quantity.toString() })),
    // Left out when empty: the answer stays what it always was for everyone with nothing set aside.
    ...(aside.length > 0 && { set_aside: aside }),
  };
}

/**
 * What removing the account would leave behind (decision 0080): tokens held (but for a remainder
 * no way out can take, `cannotLeave`), withdrawals, sales and orders not done (whose tokens or money
 * are still on their way to or from the person), and refunds owed to them (an outside tester removed
 * an account an operator was refunding $150 to: erased, nobody could have been told or paid).
 * A removed account is erased after ACCOUNT_RESTORE_DAYS, and nobody could then be given either.
 */
export async function leftInAccount(
  db: Db,
  userId: string,
): Promise<{ holdings: number; underWay: number; refunds: number }> {
  const [held, aside, orders, refunds] = await Promise.all([
    holdingsOf(db, userId),
    setAsideOf(db, userId),
    unsettledOrderCount(db, userId),
    refundPendingOrderCount(db, userId),
  ]);
  const prices = await pricedTokens(
    db,
    held.map((h) => h.tokenId),
  );
  const holdings = held.filter((h) => {
    const token = prices.get(h.tokenId);
    return !token || !cannotLeave(h.quantity, token.priceCents, token.scale);
  });
  return { holdings: holdings.length, underWay: aside.length + orders, refunds };
}
