import type { Partner } from '@pinacoteca/contracts/referral/partners';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Db } from '../../db/client.ts';
import { holdingMovements } from '../ledger/relations.ts';
import { people } from '../auth/relations.ts';
import { tokenFacts } from '../catalog/relations.ts';

/**
 * The referral programme as the signed-in person sees it: whom they brought (two levels down
 * the `users.referred_by` chain) and the bonuses the ledger credited to them.
 */
export class ReferralService {
  constructor(private readonly db: Db) {}

  /**
   * Partners of levels 1 and 2. The chain runs through every account, so a removed partner of
   * level 1 still links you to the people they invited; only live, confirmed accounts are
   * listed: a removed or erased account is no partner any more (decision 16), and an unconfirmed
   * registration may carry an address its owner never agreed to give.
   */
  async partners(userId: string): Promise<Partner[]> {
    const rows = await this.db<{ level: number; email: string }[]>`
      with level1 as (
        select id, email, created_at, removed_at, erased_at, email_confirmed_at
        from ${people(this.db)} u where referred_by = ${userId}
      ),
      level2 as (
        select u.id, u.email, u.created_at, u.removed_at, u.erased_at, u.email_confirmed_at
        from ${people(this.db)} u join level1 on u.referred_by = level1.id
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
    return rows.map((row) => ({ level: row.level === 1 ? 1 : 2, email: row.email }));
  }

  /**
   * INDEX credited to the person's INDEX balance by bonus transactions, as a decimal string to
   * the last base unit ("2.93"). Summed from the ledger entries themselves, so it is exact
   * whatever else moved on that balance.
   */
  async bonusesReceived(userId: string): Promise<string> {
    const [row] = await this.db<{ total: string; decimals: number | null }[]>`
      select coalesce(sum(m.amount), 0)::text as total, max(t.decimals) as decimals
      from ${holdingMovements(this.db)} m
      join ${tokenFacts(this.db)} t on t.id = m.token_id and t.kind = 'index'
      where m.kind = 'bonus' and m.owner_id = ${userId}`;
    return formatUnits(BigInt(row?.total ?? '0'), row?.decimals ?? 0);
  }
}
