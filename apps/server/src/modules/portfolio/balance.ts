import type { BalanceResponse } from '@pinacoteca/contracts/account/balance';
import { divRound, formatCents } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Db } from '../../db/client.ts';
import { pricedTokens } from '../catalog/prices.ts';
import { holdingsOf } from '../ledger/service.ts';

/**
 * Everything the person holds (the ledger's holdings), valued at current prices (the catalogue's:
 * INDEX at its derived price), art tokens in symbol order.
 */
export async function portfolioBalance(db: Db, userId: string): Promise<BalanceResponse> {
  const held = await holdingsOf(db, userId);
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
    total += divRound(quantity * token.priceCents, token.scale);
    if (token.kind === 'index') indexBalance = formatUnits(quantity, token.decimals);
    else art.push({ symbol: token.symbol, id: tokenId, quantity });
  }
  art.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  return {
    balance_amount: formatCents(total),
    index_token_balance: indexBalance,
    art_token_balances: art.map((a) => ({ id: a.id, quantity: a.quantity.toString() })),
  };
}
