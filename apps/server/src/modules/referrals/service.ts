import type { Partner } from '@pinacoteca/contracts/referral/partners';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Sql } from '../../db/client.ts';
import { releaseHeldBonuses } from './bonuses.ts';
import { bonusTotal, partnerRows } from './queries.ts';

/**
 * The referral programme as the signed-in person sees it: whom they brought (two levels down
 * the `users.referred_by` chain) and the bonuses the ledger credited to them.
 */
export class ReferralService {
  constructor(
    private readonly db: Sql,
    /** REFERRAL_CLAWBACK_DAYS (decisions 0066, 0067): how long bonuses are held, which the partners page states. */
    readonly clawbackDays: number,
  ) {}

  /**
   * Partners of levels 1 and 2. The chain runs through every account, so a removed partner of
   * level 1 still links you to the people they invited; only live, confirmed accounts are
   * listed: a removed or erased account is no partner any more (decision 16), and an unconfirmed
   * registration may carry an address its owner never agreed to give.
   */
  async partners(userId: string): Promise<Partner[]> {
    const rows = await partnerRows(this.db, userId);
    return rows.map((row) => ({ level: row.level === 1 ? 1 : 2, email: row.email }));
  }

  /**
   * INDEX credited as bonuses, less what refunds of the orders that earned them (decision 0061)
   * and sales back or withdrawals of what those orders bought (decisions 0066, 0067) took back, as
   * a decimal string to the last base unit ("2.93"), with what of it is still held (0067) and when
   * the first held bonus is released. Summed from the ledger entries themselves, so it is exact
   * whatever else moved on that balance; a part of a reversed bonus the person had already spent
   * stays counted, since they did receive it (operators see that shortfall in the audit trail).
   */
  async bonusesReceived(userId: string): Promise<{ received: string; held: string; nextRelease: string | null }> {
    const { total, held, firstRelease, decimals } = await bonusTotal(this.db, userId, this.clawbackDays);
    return {
      received: formatUnits(total, decimals),
      held: formatUnits(held, decimals),
      nextRelease: held > 0n && firstRelease ? firstRelease.toISOString() : null,
    };
  }

  /** Releases the bonuses held long enough (decision 0067): the worker's periodic job. */
  releaseDue(): Promise<number> {
    return releaseHeldBonuses(this.db, this.clawbackDays);
  }
}
