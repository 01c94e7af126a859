import type { Db } from '../../db/client.ts';
import { people } from '../auth/relations.ts';
import { tokenFacts } from '../catalog/relations.ts';
import { personalMovements } from '../ledger/relations.ts';
import { heldBonuses } from './clawback-queries.ts';

/**
 * The referral programme's SQL (decision 0054). It reads the `referred_by` chain through
 * identity's people and the bonuses through the ledger's holding movements; the only tables it
 * owns remember what sales took back (`clawback-queries.ts`, decision 0066).
 */

/**
 * The live, confirmed accounts of levels 1 and 2 below the person, by level and age. The chain
 * runs through every account, so a removed partner of level 1 still links to the people they invited.
 */
export function partnerRows(db: Db, userId: string): Promise<{ level: number; email: string }[]> {
  return db<{ level: number; email: string }[]>`
    with level1 as (
      select id, email, created_at, removed_at, erased_at, email_confirmed_at
      from ${people(db)} u where referred_by = ${userId}
    ),
    level2 as (
      select u.id, u.email, u.created_at, u.removed_at, u.erased_at, u.email_confirmed_at
      from ${people(db)} u join level1 on u.referred_by = level1.id
      where u.id <> ${userId}
    ),
    chain as (
      select 1 as level, * from level1
      union all
      select 2 as level, * from level2
    )
    select level, email from chain
    where removed_at is null and erased_at is null and email_confirmed_at is not null
    order by level, created_at, id`;
}

/**
 * INDEX base units the person's bonus transactions moved, with INDEX's decimals: the bonuses
 * credited less what was taken back when the order that earned one was refunded (decision 0061)
 * or its tokens were sold back or withdrawn (decisions 0066, 0067): all are bonus transactions in
 * and out of what is held for the person and their balance, and a release moves from one to the
 * other, so it changes the total by nothing. `held` is what of it is still held, and
 * `firstRelease` when the oldest of those bonuses is due to be released, `holdDays` after it was
 * credited.
 */
export async function bonusTotal(
  db: Db,
  userId: string,
  holdDays: number,
): Promise<{ total: bigint; held: bigint; firstRelease: Date | null; decimals: number }> {
  const [row] = await db<{ total: string; held: string; first_release: Date | null; decimals: number | null }[]>`
    with bonus as (
      select m.amount, m.held, m.created_at, m.key, t.decimals
      from ${personalMovements(db)} m
      join ${tokenFacts(db)} t on t.id = m.token_id and t.kind = 'index'
      where m.kind = 'bonus' and m.owner_id = ${userId}
    )
    select coalesce(sum(amount), 0)::text as total, coalesce(sum(amount) filter (where held), 0)::text as held,
           (select min(credited_at) from ${heldBonuses(db, userId)} s) + make_interval(days => ${holdDays}::int)
             as first_release,
           max(decimals) as decimals
    from bonus`;
  return {
    total: BigInt(row?.total ?? '0'),
    held: BigInt(row?.held ?? '0'),
    firstRelease: row?.first_release ?? null,
    decimals: row?.decimals ?? 0,
  };
}

/**
 * The buyer's referrer and the referrer's referrer who earn a bonus: accounts not erased, nor
 * removed (decision 0080), nor blocked by an operator (a blocked account earns nothing while it is).
 */
export async function referrersOf(tx: Db, userId: string): Promise<{ level1: string | null; level2: string | null }> {
  const [chain] = await tx<{ level1: string | null; level2: string | null }[]>`
    select case when r1.removed_at is null and r1.blocked_at is null then r1.id end as level1,
           case when r2.removed_at is null and r2.blocked_at is null then r2.id end as level2
    from ${people(tx)} b
    left join ${people(tx)} r1 on r1.id = b.referred_by and r1.erased_at is null
    left join ${people(tx)} r2 on r2.id = r1.referred_by and r2.erased_at is null
    where b.id = ${userId}`;
  return chain ?? { level1: null, level2: null };
}

/** The INDEX token, in which referral bonuses are paid. */
export async function indexToken(db: Db): Promise<{ id: string; decimals: number } | undefined> {
  const [index] = await db<{ id: string; decimals: number }[]>`
    select id, decimals from ${tokenFacts(db)} t where kind = 'index'`;
  return index;
}
