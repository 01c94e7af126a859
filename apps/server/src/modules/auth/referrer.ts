import { sameMailbox } from '@pinacoteca/contracts/account/mailbox';
import type { Db } from '../../db/client.ts';
import { findReferralOwner } from './user-queries.ts';

/**
 * Who a new account's referral `code` names as its partner, if anyone: an unknown, blocked or
 * removed code names nobody (the link may simply be old), and so does one whose owner's mailbox is
 * the newcomer's own (`sameMailbox`: tags, Gmail's dots), which would pay a person a bonus on their
 * own purchases.
 */
export async function referrerOf(
  db: Db,
  code: string | null | undefined,
  email: string,
): Promise<{ id: string; email: string } | null> {
  if (!code) return null;
  const owner = await findReferralOwner(db, code);
  return owner && !sameMailbox(owner.email, email) ? owner : null;
}
