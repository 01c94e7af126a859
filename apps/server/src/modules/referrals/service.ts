import type { Partner } from '@pinacoteca/contracts/referral/partners';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { Db } from '../../db/client.ts';
import { bonusTotal, partnerRows } from './queries.ts';

/**
 * The referral programme as the signed-in person sees it: whom they brought (two levels down
 * the `users.referred_by` chain) and the bonuses the ledger credited to them.
 */
export class ReferralService {
  constructor(
    private readonly db: Db,
    /** REFERRAL_CLAWBACK_DAYS (decision 0066), which the partners page states. */
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
   * INDEX credited to the person's INDEX balance by bonus transactions, less what refunds of the
   * orders that earned them (decision 0061) and sales of what those orders bought (decision 0066)
   * took back, as a decimal string to the last base unit
   * ("2.93"). Summed from the ledger entries themselves, so it is exact whatever else moved on
   * that balance; a part of a reversed bonus the person had already spent stays counted, since
   * they did receive it (operators see that shortfall in the audit trail).
   */
  async bonusesReceived(userId: string): Promise<string> {
    const { total, decimals } = await bonusTotal(this.db, userId);
    return formatUnits(total, decimals);
  }
}
