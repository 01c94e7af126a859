/**
 * The summary of a sale is a step in the browser's history (an outside tester on a phone pressed
 * Back on it and left /sell, the form's choices lost): putting it up adds an entry to /sell whose
 * location state names the sale it shows, so Back returns to the form and Forward to the summary.
 * An accepted sale takes its summary's entry over, so Back from the card is the form again and
 * never a summary of a sale already made. The sales themselves are held by the page, never in the
 * history: an entry whose sale the page no longer holds (after a reload, or once the form was
 * changed) shows the form.
 */

type Step = 'summary' | 'accepted';

/** The location state of a summary's entry, or of the accepted sale's. */
export function stepEntry(step: Step, id: string): { saleStep: Step; sale: string } {
  return { saleStep: step, sale: id };
}

/** Which put-up (or accepted) sale the entry shows, from its location state; null for the form's entry. */
export function entrySale(state: unknown, step: Step): string | null {
  if (typeof state !== 'object' || state === null || !('saleStep' in state) || !('sale' in state)) return null;
  return state.saleStep === step && typeof state.sale === 'string' ? state.sale : null;
}

/**
 * How a new summary enters the history from the entry the form is shown on: after the form's own
 * entry, or in place of a summary's entry whose sale is no longer held (a reload there shows the
 * form), so the entry before a summary is always the form's and Back from it (or "Change") is one
 * step back, however often the summary was put up.
 */
export function summaryNavigation(state: unknown): 'push' | 'replace' {
  return entrySale(state, 'summary') === null ? 'push' : 'replace';
}
