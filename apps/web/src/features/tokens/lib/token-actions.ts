import type { Token } from '@pinacoteca/contracts/catalog/token';

export type TokenAction = 'buy' | 'notify';

/**
 * Where a row's Buy or report-on-arrival leads. Visitors always go to sign-in (SPEC §2); the
 * signed-in flows (basket, arrival notices) arrive with accounts and change only this function.
 */
export function tokenActionTarget(action: TokenAction, token: Token, signedIn: boolean): string {
  if (!signedIn) return '/auth';
  if (action === 'buy') return `/tokens/buy?${new URLSearchParams({ token: token.id })}`;
  // The arrival notice is a painting subscription; INDEX has no painting and is never sold out for long.
  return token.painting_id ? `/gallery/${token.painting_id}` : '/tokens';
}
