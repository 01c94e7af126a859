import type { KycStatus } from '@pinacoteca/contracts/kyc/kyc';
import type { Db } from '../../db/client.ts';

/** The person's verification status: their latest attempt's, or not started. */
export async function kycStatusOf(db: Db, userId: string): Promise<KycStatus> {
  const [row] = await db<{ status: KycStatus }[]>`
    select status from kyc_submissions where user_id = ${userId} order by submitted_at desc limit 1`;
  return row?.status ?? 'not_started';
}

/** The person's latest verification attempt, for the console's user page; null when never started. */
export async function latestKycOf(
  db: Db,
  userId: string,
): Promise<{
  id: string;
  status: KycStatus;
  reason: string | null;
  submitted_at: Date;
  decided_at: Date | null;
} | null> {
  const [row] = await db<
    { id: string; status: KycStatus; reason: string | null; submitted_at: Date; decided_at: Date | null }[]
  >`
    select id, status, reason, submitted_at, decided_at from kyc_submissions
    where user_id = ${userId} order by submitted_at desc limit 1`;
  return row ?? null;
}
