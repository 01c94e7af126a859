/**
 * Selling is two steps (an outside tester: one press of "Sell" sold at once, and "All: n" then a
 * whole INDEX holding): the form puts a summary up, and only its "Confirm sale" sells.
 */

/**
 * How long "Confirm sale" waits after the summary appears before it takes a press: the second
 * click of a double-click on "Sell", or a bounced Enter, would otherwise confirm what was never
 * read. 500 ms is the usual longest double-click interval of desktop systems (as /swap waits).
 */
export const SALE_CONFIRM_PAUSE_MS = 500;

/** The fields of a sale the server can refuse by name. */
type SaleField = 'token_id' | 'amount' | 'payout_address' | 'code';

/**
 * Where a refused sale goes back to, by what the server named: the form, for what is put right
 * there (the amount, a moved price, the token, the address); the summary, for its code (good once,
 * for 30 s: typed there, just before confirming) and for a refusal of nothing in particular (a
 * failed connection, the day's count), which the person may try again or change from there.
 */
export function stepAfterRefusal(fieldErrors: Partial<Record<SaleField | (string & {}), string>>): 'form' | 'summary' {
  return fieldErrors.amount || fieldErrors.token_id || fieldErrors.payout_address ? 'form' : 'summary';
}
