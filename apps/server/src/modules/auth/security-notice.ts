import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { securityNoticeMail, securityNoticePath, type SecurityChange } from '../mail/templates.ts';

/**
 * Tells the owner, in the transaction of the change, that how their account is signed in to has
 * changed (password, two-factor on or off, Google connected), with the way to take it back: a
 * password reset, which signs every device out, or support for an authenticator that is not theirs. Sent whoever made the change, as banks and mail providers do.
 */
export async function noticeSecurityChange(
  tx: Db,
  notice: {
    user: { id: string; email: string; username: string; language: Language };
    change: SecurityChange;
    publicUrl: string;
  },
): Promise<void> {
  const { user, change } = notice;
  const link = new URL(securityNoticePath(change), notice.publicUrl).toString();
  const mail = securityNoticeMail({ username: user.username, change, link }, user.language);
  await enqueueMail(tx, { ...mail, to: user.email, language: user.language, userId: user.id });
}
