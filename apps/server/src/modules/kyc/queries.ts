import type { KycImageKind, KycReview, KycStatus, KycSubmitRequest } from '@pinacoteca/contracts/kyc/kyc';
import type { Db } from '../../db/client.ts';
import { people } from '../auth/relations.ts';

/**
 * Identity verification's SQL (decision 0054): its attempts (`kyc_submissions`) and the hosted
 * provider's events applied (`kyc_webhook_events`).
 */

export type Provider = 'in-house' | 'hosted' | 'sandbox';

export interface SubmissionRow {
  id: string;
  user_id: string;
  provider: Provider;
  status: Exclude<KycStatus, 'not_started'>;
  legal_name: string | null;
  date_of_birth: Date | string | null;
  country: string | null;
  address: string | null;
  document_type: KycReview['document_type'];
  document_number: string | null;
  images: Partial<Record<KycImageKind, string>>;
  reason: string | null;
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

/** The person's latest attempt (locked for the rest of the transaction with `lock`), or undefined. */
export async function latestSubmission(db: Db, userId: string, lock = false): Promise<SubmissionRow | undefined> {
  const [row] = await db<SubmissionRow[]>`
    select * from kyc_submissions where user_id = ${userId} order by submitted_at desc limit 1
    ${lock ? db`for update` : db``}`;
  return row;
}

/** The person's verification status: their latest attempt's, or not started. */
export async function kycStatusOf(db: Db, userId: string): Promise<KycStatus> {
  return (await latestKycOf(db, userId))?.status ?? 'not_started';
}

/**
 * The person's latest verification attempt, for the account (every signed-in page reads its
 * status) and the console's user page; null when never started. Only these columns: the form's
 * data and the images' names stay unread.
 */
export async function latestKycOf(
  db: Db,
  userId: string,
): Promise<Pick<SubmissionRow, 'id' | 'status' | 'reason' | 'submitted_at' | 'decided_at'> | null> {
  const [row] = await db<Pick<SubmissionRow, 'id' | 'status' | 'reason' | 'submitted_at' | 'decided_at'>[]>`
    select id, status, reason, submitted_at, decided_at from kyc_submissions
    where user_id = ${userId} order by submitted_at desc limit 1`;
  return row ?? null;
}

/** The stored (encrypted) images' names of one attempt; undefined for an unknown attempt. */
export async function submissionImages(db: Db, id: string): Promise<SubmissionRow['images'] | undefined> {
  const [row] = await db<Pick<SubmissionRow, 'images'>[]>`select images from kyc_submissions where id = ${id}`;
  return row?.images;
}

/** Verifications waiting for an operator: the console's dashboard shows it. */
export async function pendingKycCount(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from kyc_submissions where status = 'pending' and provider = 'in-house'`;
  return row?.n ?? 0;
}

/** Stores the in-house form's attempt, pending review; `images` names the stored encrypted files. */
export async function insertFormSubmission(
  tx: Db,
  submission: { id: string; userId: string; input: KycSubmitRequest; images: Partial<Record<KycImageKind, string>> },
): Promise<void> {
  const { id, userId, input, images } = submission;
  await tx`
    insert into kyc_submissions (id, user_id, provider, legal_name, date_of_birth, country, address,
                                 document_type, document_number, images)
    values (${id}, ${userId}, 'in-house', ${input.legal_name}, ${input.date_of_birth}, ${input.country},
            ${input.address}, ${input.document_type}, ${input.document_number}, ${tx.json(images)})`;
}

/** A pending attempt with no data of its own (the hosted provider's, or the sandbox's). */
export async function insertEmptySubmission(
  tx: Db,
  userId: string,
  provider: 'hosted' | 'sandbox',
): Promise<SubmissionRow> {
  const [row] = await tx<SubmissionRow[]>`
    insert into kyc_submissions (user_id, provider) values (${userId}, ${provider}) returning *`;
  return row!;
}

/** Whether the attempt the hosted provider names is one of its own. */
export async function hostedSubmissionExists(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx<{ id: string }[]>`
    select id from kyc_submissions where id = ${id} and provider = 'hosted'`;
  return row !== undefined;
}

/** Records a provider event once; answers false for one applied before (a replay). */
export async function recordWebhookEvent(tx: Db, eventId: string, submissionId: string): Promise<boolean> {
  const fresh = await tx`
    insert into kyc_webhook_events (event_id, submission_id) values (${eventId}, ${submissionId})
    on conflict do nothing returning event_id`;
  return fresh.length > 0;
}

/** Attempts of one status with the person's address: pending ones oldest first, others newest first. */
export function submissionQueue(
  db: Db,
  status: SubmissionRow['status'],
): Promise<(SubmissionRow & { email: string })[]> {
  return db<(SubmissionRow & { email: string })[]>`
    select k.*, u.email from kyc_submissions k join ${people(db)} u on u.id = k.user_id
    where k.status = ${status}
    order by case when ${status} = 'pending' then k.submitted_at end asc, k.submitted_at desc
    limit 200`;
}

/** One attempt with the person's address and the deciding operator's. */
export async function submissionForReview(
  db: Db,
  id: string,
): Promise<(SubmissionRow & { email: string; decider: string | null }) | undefined> {
  const [row] = await db<(SubmissionRow & { email: string; decider: string | null })[]>`
    select k.*, u.email, d.email as decider
    from kyc_submissions k join ${people(db)} u on u.id = k.user_id
    left join ${people(db)} d on d.id = k.decided_by
    where k.id = ${id}`;
  return row;
}

/** One attempt, locked for the rest of the transaction. */
export async function lockSubmission(tx: Db, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await tx<SubmissionRow[]>`select * from kyc_submissions where id = ${id} for update`;
  return row;
}

export async function setDecision(
  tx: Db,
  id: string,
  decision: { status: SubmissionRow['status']; reason: string | null; by: string | null },
): Promise<void> {
  await tx`
    update kyc_submissions set status = ${decision.status}, reason = ${decision.reason}, decided_at = now(),
                               decided_by = ${decision.by}
    where id = ${id}`;
}
