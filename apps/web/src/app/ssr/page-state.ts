import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@pinacoteca/contracts/constants';

/**
 * What a server-rendered page hands to the browser beside its HTML (docs/decisions/0050): the
 * language it was drawn in, the texts it used, and the data it showed, so the first render in
 * the browser draws exactly the same page without asking the server again.
 */
export interface PageState {
  language: Language;
  texts: Record<string, Record<string, unknown>>;
  queries: DehydratedState;
  /** Whether the page was drawn with the cookie notice (the visitor's browser had not recorded consent). */
  cookieBar: boolean;
}

/** The id of the `<script type="application/json">` element holding a page's state. */
export const PAGE_STATE_ID = 'page-state';
