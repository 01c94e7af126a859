import type { BuyWholeRequest } from '@pinacoteca/contracts/paintings/buy-whole';
import type { Language } from '@pinacoteca/contracts/constants';
import type { Db } from '../../db/client.ts';
import { people } from '../auth/relations.ts';
import { dailyPrices, paintingFacts, tokenFacts } from '../catalog/relations.ts';
import { treasuries } from '../ledger/relations.ts';

/**
 * The painting requests' SQL (decision 0054): tables `painting_subscriptions` ("report on
 * arrival") and `painting_purchase_requests` (whole-painting requests, which support's inbox works on).
 */

/** A subscription whose painting's tokens can be bought now, with what its notice says. */
export interface DueSubscription {
  id: string;
  painting_id: string;
  email: string;
  username: string;
  language: Language;
  name: unknown;
  /** No closing price above 0 before the subscription: it was under attribution, never on sale. */
  first_sale: boolean;
}

export async function paintingExists(db: Db, id: string): Promise<boolean> {
  const [painting] = await db<{ id: string }[]>`select id from ${paintingFacts(db)} p where id = ${id}`;
  return painting !== undefined;
}

/** One subscription per person and painting; subscribing again after a notice re-arms it. */
export async function armSubscription(db: Db, paintingId: string, userId: string): Promise<void> {
  await db`
    insert into painting_subscriptions (painting_id, user_id) values (${paintingId}, ${userId})
    on conflict (painting_id, user_id) do update
      set notified_at = null,
          created_at = case when painting_subscriptions.notified_at is null
                            then painting_subscriptions.created_at else now() end`;
}

export async function paintingBySaleId(db: Db, saleId: string): Promise<{ id: string; name: unknown } | undefined> {
  const [painting] = await db<{ id: string; name: unknown }[]>`
    select id, name from ${paintingFacts(db)} p where sale_id = ${saleId}`;
  return painting;
}

/** Who is asking: the address, name and language their acknowledgement goes to. */
export async function requester(
  db: Db,
  userId: string,
): Promise<{ email: string; username: string; language: Language } | undefined> {
  const [user] = await db<{ email: string; username: string; language: Language }[]>`
    select email, username, language from ${people(db)} u where id = ${userId}`;
  return user;
}

/**
 * Stores a whole-painting request, or updates the person's open one about the same painting (its
 * message, sale id and language); answers its id and whether it is new.
 */
export async function upsertPurchaseRequest(
  tx: Db,
  request: { paintingId: string; userId: string; saleId: string; input: BuyWholeRequest; language: Language },
): Promise<{ id: string; inserted: boolean }> {
  const { paintingId, userId, saleId, input, language } = request;
  const [row] = await tx<{ id: string; inserted: boolean }[]>`
    insert into painting_purchase_requests (painting_id, user_id, sale_id, ready, proof_of_funds, message, locale)
    values (${paintingId}, ${userId}, ${saleId}, ${input.ready}, ${input.proof_of_funds},
            ${input.message || null}, ${language})
    on conflict (painting_id, user_id) where handled_at is null do update
      set message = coalesce(excluded.message, painting_purchase_requests.message),
          sale_id = excluded.sale_id, locale = excluded.locale, updated_at = now()
    returning id, (xmax = 0) as inserted`;
  return row!;
}

/**
 * Subscriptions not yet notified whose painting's tokens can be bought (price above 0, some in the
 * treasury), of live accounts, oldest first; taken with skip locked so processes share the work.
 */
export function dueSubscriptions(tx: Db, limit: number): Promise<DueSubscription[]> {
  return tx<DueSubscription[]>`
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
    limit ${limit}
    for update of s skip locked`;
}

export async function markNotified(tx: Db, subscriptionId: string): Promise<void> {
  await tx`update painting_subscriptions set notified_at = now() where id = ${subscriptionId}`;
}
