import type { Cents } from '../money.ts';

/**
 * Whether a refund an operator asks for waits for a second operator (maker-checker) rather than
 * being taken at once: one worth more than REFUND_APPROVAL_ABOVE_USD, or of the asking operator's
 * own order, whatever its size. The server decides with it, and the console's order page asks for
 * a confirmation before a refund it takes at once.
 */
export function refundNeedsApproval(amount: Cents, approvalAbove: Cents, ownOrder: boolean): boolean {
  return ownOrder || amount > approvalAbove;
}
