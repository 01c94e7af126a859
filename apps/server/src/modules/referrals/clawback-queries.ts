import type postgres from 'postgres';
import type { Db } from '../../db/client.ts';
import { pendingOutflows } from '../chain/relations.ts';
import { heldBalances, holdingMovements, personalMovements } from '../ledger/relations.ts';

/**
 * The SQL of taking referral bonuses back when an investor sells or withdraws (decisions 0066,
 * 0067): the purchases such an outflow matches, read from the ledger, and the module's own tables
 * `referral_clawback_totals` (what outflows have matched of each purchase) and `referral_clawbacks`
 * (what each sale or withdrawal matched).
 */

/** A sale back to the platform or a withdrawal: whatever took the partner's tokens away. */
export type Outflow = { saleId: string; withdrawalId?: undefined } | { withdrawalId: string; saleId?: undefined };

export const outflowId = (outflow: Outflow): string => outflow.saleId ?? outflow.withdrawalId;

/** The ledger key of what one sale or withdrawal took back from one referrer for one purchase. */
export const clawbackKey = (orderId: string, outflowId: string, referrerId: string) =>
  `bonus-clawback:${orderId}:${outflowId}:${referrerId}`;

/** One referrer's bonus from one of the seller's purchases. */
export interface ClawbackCandidateRow {
  order_id: string;
  /** The order's USD value in cents: what its tokens were worth when delivered. */
  amount_cents: string;
  paid_at: Date;
  referrer_id: string;
  /** The levels the order paid this referrer for (1, 2). */
  levels: number[];
  /** INDEX base units the order credited this referrer. */
  bonus: string;
}

/**
 * The person's paid orders of the last `windowDays` days that credited referral bonuses and were
 * not refunded (or are being refunded), newest first, one row per order and referrer. All from
 * the ledger: an order's payment delivers its tokens in one transaction `settle:<order>` (its
 * entries carry the order's value), its bonuses are `bonus:<order>:<level>`, and a refund takes
 * the tokens back with `refund:<order>`.
 */
export function clawbackCandidates(
  db: Db,
  sellerId: string,
  indexTokenId: string,
  windowDays: number,
  asOf?: Date,
): Promise<ClawbackCandidateRow[]> {
  // The database's clock: a purchase and the sale that follows it are stamped by the same one.
  const at = asOf ? db`${asOf}::timestamptz` : db`now()`;
  return db<ClawbackCandidateRow[]>`
    with bought as (
      select split_part(m.key, ':', 2) as order_id, sum(m.value_cents) as amount_cents, max(m.created_at) as paid_at
      from ${holdingMovements(db)} m
      where m.owner_id = ${sellerId} and m.kind = 'settle' and m.amount > 0 and m.key like 'settle:%'
        and m.created_at > ${at} - make_interval(days => ${windowDays}::int)
        and m.created_at <= ${at}
      group by 1
    )
    select b.order_id, b.amount_cents::text, b.paid_at, c.owner_id as referrer_id,
           array_agg(split_part(c.key, ':', 3)::int order by c.key) as levels, sum(c.amount)::text as bonus
    from bought b
    join ${personalMovements(db)} c
      on c.key is not null and split_part(c.key, ':', 2) = b.order_id and c.key like 'bonus:%'
     and c.kind = 'bonus' and c.amount > 0 and c.token_id = ${indexTokenId}
    where b.amount_cents > 0
      and not exists (
        select 1 from ${holdingMovements(db)} r
        where r.owner_id = ${sellerId} and r.kind = 'refund' and r.key = 'refund:' || b.order_id
      )
    group by b.order_id, b.amount_cents, b.paid_at, c.owner_id
    order by b.paid_at desc, b.order_id desc, c.owner_id`;
}

/**
 * Locks the purchases' rows of what sales matched, in id order (making the missing ones), until
 * the transaction ends, and answers what sales have matched of each so far, in cents. Every sale
 * matching a purchase and the refund of its order lock it first, so they take turns; locking in
 * one order means two of them never deadlock.
 */
export async function lockMatchedTotals(tx: Db, orderIds: readonly string[]): Promise<Map<string, bigint>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx<{ order_id: string; matched_cents: string }[]>`
    insert into referral_clawback_totals (order_id)
    select id from unnest(${[...orderIds].sort()}::uuid[]) as ids (id) order by id
    on conflict (order_id) do update set matched_cents = referral_clawback_totals.matched_cents
    returning order_id, matched_cents::text`;
  return new Map(rows.map((r) => [r.order_id, BigInt(r.matched_cents)]));
}

/** Whether this sale or withdrawal has matched purchases before (its bonuses were taken back already). */
export async function outflowMatched(tx: Db, outflow: Outflow): Promise<boolean> {
  const [row] = await tx<{ found: boolean }[]>`
    select exists (
      select 1 from referral_clawbacks
      where ${outflow.saleId ? tx`sale_id = ${outflow.saleId}` : tx`withdrawal_id = ${outflow.withdrawalId!}`}
    ) as found`;
  return row?.found ?? false;
}

/** Records what the outflow matched of each purchase and adds it to the purchases' totals (locked by the caller). */
export async function recordMatches(
  tx: Db,
  outflow: Outflow,
  matches: readonly { orderId: string; cents: bigint }[],
): Promise<void> {
  if (matches.length === 0) return;
  const orderIds = matches.map((m) => m.orderId);
  const cents = matches.map((m) => m.cents.toString());
  await tx`
    insert into referral_clawbacks (sale_id, withdrawal_id, order_id, matched_cents)
    select ${outflow.saleId ?? null}::uuid, ${outflow.withdrawalId ?? null}::uuid, o, c
    from unnest(${orderIds}::uuid[], ${cents}::bigint[]) as m (o, c)`;
  await tx`
    update referral_clawback_totals t set matched_cents = t.matched_cents + m.c
    from unnest(${orderIds}::uuid[], ${cents}::bigint[]) as m (o, c)
    where t.order_id = m.o`;
}

/**
 * INDEX base units sales and withdrawals have taken back so far, per purchase and referrer
 * (transactions `bonus-clawback:<order>:…` out of what is held for the referrer or out of their
 * holding), keyed `<order>:<referrer>`.
 */
export async function clawedBack(db: Db, orderIds: readonly string[]): Promise<Map<string, bigint>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db<{ order_id: string; referrer_id: string; taken: string }[]>`
    select split_part(m.key, ':', 2) as order_id, m.owner_id as referrer_id, (-sum(m.amount))::text as taken
    from ${personalMovements(db)} m
    where m.key is not null and split_part(m.key, ':', 2) = any(${[...orderIds]}::text[])
      and m.key like 'bonus-clawback:%' and m.kind = 'bonus'
    group by 1, 2`;
  return new Map(rows.map((r) => [`${r.order_id}:${r.referrer_id}`, BigInt(r.taken)]));
}

/**
 * What is still held for the referrer of one purchase's bonus (decision 0067): the bonus credited
 * to their `held` account less what was taken back from it or released, in INDEX base units. Its
 * ledger keys all name the order second (`bonus:`, `bonus-clawback:`, `bonus-reversal:`,
 * `bonus-release:`); read under the purchase's lock (`lockMatchedTotals`).
 */
export async function heldFor(db: Db, orderId: string, referrerId: string): Promise<bigint> {
  const [row] = await db<{ rest: string }[]>`
    select coalesce(sum(m.amount), 0)::text as rest
    from ${personalMovements(db)} m
    where m.held and m.owner_id = ${referrerId} and m.kind = 'bonus'
      and m.key is not null and split_part(m.key, ':', 2) = ${orderId}`;
  return BigInt(row?.rest ?? '0');
}

/** The ledger key of the release of what was held of one purchase's bonus for one referrer. */
export const releaseKey = (orderId: string, referrerId: string) => `bonus-release:${orderId}:${referrerId}`;

/**
 * Bonuses still held, one row per purchase and referrer (of `referrerId` only, when given):
 * `order_id`, `referrer_id`, `credited_at` (when the purchase's bonus was credited to what is
 * held), for those with something left. Only held accounts with a balance are looked at
 * (migration 026's index). The release job and the partners page's next release read it alike.
 */
export function heldBonuses(db: Db, referrerId?: string): postgres.Fragment {
  const owners = referrerId
    ? db`m.owner_id = ${referrerId}`
    : db`m.owner_id in (select h.owner_id from ${heldBalances(db)} h where h.balance > 0)`;
  return db`(
    select split_part(m.key, ':', 2) as order_id, m.owner_id as referrer_id,
           min(m.created_at) filter (where m.key like 'bonus:%') as credited_at
    from ${personalMovements(db)} m
    where m.held and m.kind = 'bonus' and m.key is not null and ${owners}
    group by 1, 2
    having sum(m.amount) > 0
  )`;
}

/**
 * Bonuses held for at least `holdDays` with something left, oldest first, one row per purchase and
 * referrer: only held accounts with a balance are looked at (migration 026's index). A bonus whose
 * buyer still has a withdrawal or a sale asked for while it was held, not yet accepted or
 * refused, waits for it: accepted later, it is judged from when it was asked for and takes back
 * from what is still held (decision 0067).
 */
export function dueReleases(
  db: Db,
  holdDays: number,
  limit: number,
): Promise<{ order_id: string; referrer_id: string }[]> {
  const days = db`make_interval(days => ${holdDays}::int)`;
  return db<{ order_id: string; referrer_id: string }[]>`
    select d.order_id, d.referrer_id
    from ${heldBonuses(db)} d
    where d.credited_at <= now() - ${days}
      and not exists (
        select 1 from ${holdingMovements(db)} s
        join ${pendingOutflows(db)} p on p.user_id = s.owner_id
        where s.key = 'settle:' || d.order_id and s.kind = 'settle'
          and p.requested_at >= d.credited_at and p.requested_at <= d.credited_at + ${days}
      )
    order by d.credited_at
    limit ${limit}`;
}
