import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';

export type PaintingAction = 'invest' | 'subscribe' | 'buy_whole';

/** SPEC §2: tokens can be bought while the price is above 0 and some remain; otherwise one asks to be told. */
export function isPurchasable(painting: Pick<PaintingListItem, 'art_token'>): boolean {
  return painting.art_token.current_price !== '0.00' && painting.art_token.available !== '0';
}

/** The main action of a painting: invest when purchasable, otherwise report on arrival. */
export function primaryAction(painting: Pick<PaintingListItem, 'art_token'>): PaintingAction {
  return isPurchasable(painting) ? 'invest' : 'subscribe';
}

/**
 * Where an action on a painting leads. Every action needs an account, so visitors go to /auth
 * (SPEC §2). Signed-in investors buy tokens in the basket; their arrival notices and
 * whole-painting requests are sent by the buttons themselves (PaintingActionLink), so this
 * address only matters where no such button is shown. All links go through here.
 */
export function paintingActionTarget(
  action: PaintingAction,
  painting: Pick<PaintingListItem, 'id' | 'art_token'>,
  authenticated: boolean,
): string {
  if (!authenticated) return '/auth';
  if (action === 'invest') return `/tokens/buy?${new URLSearchParams({ token_id: painting.art_token.id })}`;
  return `/gallery/${painting.id}`;
}
