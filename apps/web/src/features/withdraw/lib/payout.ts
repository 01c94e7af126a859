import { parseUsd } from '@pinacoteca/contracts/money';
import type { Token } from '@pinacoteca/contracts/catalog/token';

/**
 * What selling `typed` base units of a holding pays, in USD cents (USDC, 1:1 with USD), at the
 * token's current price; none for an amount the sale refuses (nothing, or more than is held), so
 * the page never promises a payout beside the field's refusal.
 */
export function salePayoutCents(
  holding: { token: Pick<Token, 'current_price'>; decimals: number; held: bigint },
  typed: bigint | null,
): bigint | null {
  if (typed === null || typed <= 0n || typed > holding.held) return null;
  const cents = (typed * parseUsd(holding.token.current_price)) / 10n ** BigInt(holding.decimals);
  return cents > 0n ? cents : null;
}
