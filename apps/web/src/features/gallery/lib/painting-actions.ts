import type { PaintingListItem } from '@pinacoteca/contracts/catalog/painting';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';

export type PaintingAction = 'invest' | 'subscribe' | 'buy_whole';

/**
 * The main action of a painting (SPEC §2): invest while its token can be bought, otherwise ask
 * to be told when it can.
 */
export function primaryAction(painting: Pick<PaintingListItem, 'art_token'>): PaintingAction {
  return isPurchasable(painting.art_token) ? 'invest' : 'subscribe';
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
