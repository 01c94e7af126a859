import type { BuyWholeRequest, BuyWholeResponse } from '@pinacoteca/contracts/paintings/buy-whole';
import type { SubscribeResponse } from '@pinacoteca/contracts/paintings/subscribe';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { pick } from '../../lib/locale.ts';
import type { Mailer } from '../auth/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { paintingAttributedMail, paintingAvailableMail, paintingRequestMail } from '../mail/templates.ts';
import {
  armSubscription,
  dueSubscriptions,
  markNotified,
  paintingBySaleId,
  paintingExists,
  requester,
  upsertPurchaseRequest,
} from './queries.ts';

/** The painting page's address in e-mails. */
export function paintingLink(publicUrl: string, paintingId: string): string {
  return new URL(`/gallery/${paintingId}`, publicUrl).toString();
}

/** At most this many notices are written per transaction of the arrival job. */
const ARRIVAL_BATCH = 100;

/**
 * What a signed-in person asks about a painting: to be told when its tokens are on sale again
 * ("report on arrival"), and to buy the whole painting.
 */
export class PaintingRequestService {
  constructor(
    private readonly sql: Sql,
    private readonly config: Config,
    private readonly mailer: Mailer,
  ) {}

  /** Idempotent: one subscription per person and painting; after a notice, asking again re-arms it. */
  async subscribe(userId: string, paintingId: string): Promise<SubscribeResponse> {
    if (!(await paintingExists(this.sql, paintingId))) throw notFound();
    await armSubscription(this.sql, paintingId, userId);
    return { success: true, painting_id: paintingId };
  }

  /**
   * Stores the request for operators and acknowledges it by e-mail in the person's language.
   * One open request per person and painting: sending again updates its message and sends no
   * second e-mail.
   */
  async requestWholePainting(userId: string, saleId: string, input: BuyWholeRequest): Promise<BuyWholeResponse> {
    const result = await this.sql.begin(async (tx) => {
      const painting = await paintingBySaleId(tx, saleId);
      if (!painting) return null;
      const user = await requester(tx, userId);
      const row = await upsertPurchaseRequest(tx, {
        paintingId: painting.id,
        userId,
        saleId,
        input,
        language: user!.language,
      });
      if (row.inserted) {
        const language = user!.language;
        const mail = paintingRequestMail(
          {
            username: user!.username,
            painting: pick(painting.name, language),
            link: paintingLink(this.config.publicUrl, painting.id),
            saleId,
          },
          language,
        );
        await enqueueMail(tx, { ...mail, to: user!.email, language, userId });
      }
      return { id: row.id, inserted: row.inserted };
    });
    if (!result) throw notFound();
    if (result.inserted) this.mailer.wake();
    return { success: true, request_id: result.id };
  }

  /**
   * The arrival job: e-mails every subscriber whose painting's tokens can be bought (price above
   * 0 and some in the treasury) and marks the subscription notified, in the same transaction as
   * the queued message, so each notice goes out once. A painting that had never had a price when
   * the person subscribed was under attribution: its notice says the attribution is complete,
   * not that the tokens are on sale "again". Rows are taken with skip locked, so several
   * processes may run it. Removed accounts wait (they may be restored).
   */
  async notifyArrivals(): Promise<number> {
    let notified = 0;
    for (;;) {
      const count = await this.sql.begin(async (tx) => {
        const due = await dueSubscriptions(tx, ARRIVAL_BATCH);
        for (const row of due) {
          const mail = (row.first_sale ? paintingAttributedMail : paintingAvailableMail)(
            {
              username: row.username,
              painting: pick(row.name, row.language),
              link: paintingLink(this.config.publicUrl, row.painting_id),
            },
            row.language,
          );
          await enqueueMail(tx, { ...mail, to: row.email, language: row.language, userId: null });
          await markNotified(tx, row.id);
        }
        return due.length;
      });
      notified += count;
      if (count < ARRIVAL_BATCH) break;
    }
    if (notified > 0) this.mailer.wake();
    return notified;
  }
}
