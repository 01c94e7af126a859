import type { Db } from '../../db/client.ts';

/** Verifications waiting for an operator: the console's dashboard shows it. */
export async function pendingKycCount(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from kyc_submissions where status = 'pending' and provider = 'in-house'`;
  return row?.n ?? 0;
}
