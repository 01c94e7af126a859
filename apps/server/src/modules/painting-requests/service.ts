import type { BuyWholeRequest, BuyWholeResponse } from '@pinacoteca/contracts/paintings/buy-whole';
import type { SubscribeResponse } from '@pinacoteca/contracts/paintings/subscribe';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/client.ts';
import { treasuries } from '../ledger/relations.ts';
import { notFound } from '../../lib/errors.ts';
import { pick } from '../../lib/locale.ts';
import type { Mailer } from '../auth/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { paintingAttributedMail, paintingAvailableMail, paintingRequestMail } from '../mail/templates.ts';
import { people } from '../auth/relations.ts';
import { dailyPrices, paintingFacts, tokenFacts } from '../catalog/relations.ts';

/** The painting page's address in e-mails. */
export function paintingLink(publicUrl: string, paintingId: string): string {
  return new URL(`/gallery/${paintingId}`, publicUrl).toString();
}

interface Due {
  id: string;
  painting_id: string;
  email: string;
  username: string;
  language: Language;
  name: unknown;
  /** No closing price above 0 before the subscription: it was under attribution, never on sale. */
  first_sale: boolean;
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
    const [painting] = await this.sql<
      { id: string }[]
    >`select id from ${paintingFacts(this.sql)} p where id = ${paintingId}`;
    if (!painting) throw notFound();
    await this.sql`
      insert into painting_subscriptions (painting_id, user_id) values (${paintingId}, ${userId})
      on conflict (painting_id, user_id) do update
        set notified_at = null,
            created_at = case when painting_subscriptions.notified_at is null
                              then painting_subscriptions.created_at else now() end`;
    return { success: true, painting_id: paintingId };
  }

  /**
   * Stores the request for operators and acknowledges it by e-mail in the person's language.
   * One open request per person and painting: sending again updates its message and sends no
   * second e-mail.
   */
  async requestWholePainting(userId: string, saleId: string, input: BuyWholeRequest): Promise<BuyWholeResponse> {
    const result = await this.sql.begin(async (tx) => {
      const [painting] = await tx<{ id: string; name: unknown }[]>`
        select id, name from ${paintingFacts(tx)} p where sale_id = ${saleId}`;
      if (!painting) return null;
      const [user] = await tx<{ email: string; username: string; language: Language }[]>`
        select email, username, language from ${people(tx)} u where id = ${userId}`;
      const [row] = await tx<{ id: string; inserted: boolean }[]>`
        insert into painting_purchase_requests (painting_id, user_id, sale_id, ready, proof_of_funds, message, locale)
        values (${painting.id}, ${userId}, ${saleId}, ${input.ready}, ${input.proof_of_funds},
                ${input.message || null}, ${user!.language})
        on conflict (painting_id, user_id) where handled_at is null do update
          set message = coalesce(excluded.message, painting_purchase_requests.message),
              sale_id = excluded.sale_id, locale = excluded.locale, updated_at = now()
        returning id, (xmax = 0) as inserted`;
      if (row!.inserted) {
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
      return { id: row!.id, inserted: row!.inserted };
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
        const due = await tx<Due[]>`
          select s.id, s.painting_id, u.email, u.username, u.language, p.name,
                 not exists (
                   select 1 from ${dailyPrices(tx)} tp
                   where tp.token_id = t.id and tp.price_cents > 0 and tp.day < s.created_at::date
                 ) as first_sale
          from painting_subscriptions s
          join ${paintingFacts(tx)} p on p.id = s.painting_id
          join ${tokenFacts(tx)} t on t.painting_id = p.id
          join ${treasuries(tx)} tr on tr.token_id = t.id
          join ${people(tx)} u on u.id = s.user_id
          where s.notified_at is null and t.current_price_cents > 0 and tr.balance > 0
            and u.removed_at is null and u.erased_at is null
          order by s.created_at
          limit ${ARRIVAL_BATCH}
          for update of s skip locked`;
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
          await tx`update painting_subscriptions set notified_at = now() where id = ${row.id}`;
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
