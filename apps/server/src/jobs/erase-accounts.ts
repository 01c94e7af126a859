import { ACCOUNT_RESTORE_DAYS } from '@pinacoteca/contracts/constants';
import type { Sql } from '../db/client.ts';

/**
 * Erases the personal data of accounts removed more than ACCOUNT_RESTORE_DAYS ago, for good.
 * The row stays (ledger entries and referrals point at it) but nothing identifies the person:
 * e-mail, nickname, phone, avatar, credentials, Google link, the addresses and browsers of the
 * security log and the copies of messages sent. Each account in its own transaction; rows
 * locked with skip locked, so several processes can run the job together.
 */
export async function eraseRemovedAccounts(
  sql: Sql,
  options: {
    days?: number;
    /** Deletes a photo's picture files for good (MediaService.forget), once its account is erased. */
    forgetImage?: (imageId: string) => Promise<void>;
  } = {},
): Promise<number> {
  const days = options.days ?? ACCOUNT_RESTORE_DAYS;
  let erased = 0;
  for (;;) {
    const done = await sql.begin(async (tx) => {
      const [user] = await tx<{ id: string; avatar_image_id: string | null }[]>`
        select id, avatar_image_id from users
        where removed_at < now() - ${days} * interval '1 day' and erased_at is null
        limit 1
        for update skip locked`;
      if (!user) return false;
      const id = user.id;
      await tx`
        update users set
          email = ${`erased-${id}@erased.invalid`}, username = 'erased', phone = null, avatar_image_id = null,
          password_hash = null, two_fa_secret = null, two_fa_enabled = false, two_fa_last_step = null,
          google_subject = null, notify_email_news = false, notify_email_new_paintings = false,
          notify_phone_news = false, notify_phone_new_paintings = false,
          referral_code = ${`erased-${id.replace(/-/g, '')}`}, erased_at = now()
        where id = ${id}`;
      await tx`update sessions set revoked_at = now(), ip = null, user_agent = null where user_id = ${id}`;
      await tx`delete from email_tokens where user_id = ${id}`;
      await tx`
        update mail_outbox set to_address = 'erased@erased.invalid', subject = '', body_text = '', body_html = '',
          failed_at = coalesce(sent_at, failed_at, now())
        where user_id = ${id}`;
      await tx`update security_log set ip = null, user_agent = null, details = '{}'::jsonb where user_id = ${id}`;
      await tx`update feedback set email = 'erased@erased.invalid', ip = null, user_agent = null where user_id = ${id}`;
      await tx`delete from painting_subscriptions where user_id = ${id}`;
      await tx`update painting_purchase_requests set message = null where user_id = ${id}`;
      await tx`insert into security_log (user_id, event) values (${id}, 'account_erased')`;
      return { avatar: user.avatar_image_id };
    });
    if (!done) return erased;
    // After the commit: a photo is deleted only once nothing points at it any more. Should this
    // fail, the account is erased all the same, and the picture is what is left to remove.
    if (done.avatar) await options.forgetImage?.(done.avatar);
    erased += 1;
  }
}
