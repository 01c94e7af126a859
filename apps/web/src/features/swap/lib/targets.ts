import { swapTargetSoldOut } from '@pinacoteca/contracts/tokens/swap';

/** What choosing a token to receive needs of it: its id, price, places and what is available (base units). */
export interface TargetSide {
  token: { id: string; current_price: string };
  decimals: number;
  available: bigint;
}

/**
 * Whether a token can be received at all: it has a price and at least one whole token is left on
 * the platform. A target with none left is listed disabled, with why, never chosen for the person
 * (an outside tester was offered one with 0 available).
 */
export function targetOpen(side: TargetSide): boolean {
  return (
    side.token.current_price !== '0.00' &&
    !swapTargetSoldOut({ price: side.token.current_price, decimals: side.decimals }, side.available)
  );
}

/**
 * The token to receive: `preferred` (the one /tokens linked, or the one chosen) while it can be
 * received and is not the one given, otherwise the first that can; '' when none can.
 */
export function pickTarget(targets: readonly TargetSide[], fromId: string, preferred: string | null): string {
  const open = targets.filter((side) => side.token.id !== fromId && targetOpen(side));
  return (open.find((side) => side.token.id === preferred) ?? open[0])?.token.id ?? '';
}
