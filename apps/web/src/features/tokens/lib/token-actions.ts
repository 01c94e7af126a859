import type { Token } from '@pinacoteca/contracts/catalog/token';

/** Where visitors are sent for Buy and report on arrival alike (SPEC §2). */
export const SIGN_IN_PATH = '/auth';

/** Where a row's Buy leads: the basket with the token in it, or sign-in for a visitor. */
export function buyTarget(token: Token, signedIn: boolean): string {
  if (!signedIn) return SIGN_IN_PATH;
  return `/tokens/buy?${new URLSearchParams({ token: token.id })}`;
}
