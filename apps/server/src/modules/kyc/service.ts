import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  KYC_IMAGE_KINDS,
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_MAX_SIDE_PX,
  KYC_IMAGE_MIN_SIDE_PX,
  KycWebhookEvent,
  type KycDecisionRequest,
  type KycImageKind,
  type KycQueueItem,
  type KycResponse,
  type KycReview,
  type KycStatus,
  type KycSubmitRequest,
} from '@pinacoteca/contracts/kyc/kyc';
import type { Db, Sql } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { writeAudit } from '../audit/audit.ts';
import { findUserById } from '../auth/user-queries.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { kycDecisionMail, type KycOutcome } from '../mail/templates.ts';
import { decodeImageUpload } from '../media/uploads.ts';
import { openImage } from '../media/service.ts';
import type { KycDocuments } from './documents.ts';
import {
  hostedSubmissionExists,
  insertEmptySubmission,
  insertFormSubmission,
  latestSubmission,
  lockSubmission,
  recordWebhookEvent,
  setDecision,
  submissionForReview,
  submissionImages,
  submissionQueue,
  type SubmissionRow,
} from './queries.ts';
import { setKycVerified } from '../auth/user-queries.ts';

/** Who decides: an operator from the console, or the provider (its webhook, or the sandbox). */
export interface Decider {
  id: string | null;
  role: string;
  meta?: RequestMeta | null;
}

/** How far a webhook's timestamp may be from now: older ones are replays. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const OUTCOME: Record<KycDecisionRequest['decision'], KycOutcome> = {
  approve: 'approved',
  reject: 'rejected',
  request_resubmission: 'resubmission_requested',
};

export interface KycServiceDeps {
  sql: Sql;
  documents: KycDocuments;
  provider: 'in-house' | 'hosted';
  providerUrl?: string;
  webhookSecret?: string;
  publicUrl: string;
}

/**
 * Identity verification (docs/decisions/0040): the in-house form reviewed by an operator (the
 * embedded default), or a hosted provider that reports by signed webhook. Either way a decision
 * is applied once, in one transaction with its audit row, the person's `kyc_verified_at` (what
 * withdrawals, sales and the higher reservation limits read) and the e-mail telling them.
 */
export class KycService {
  constructor(private readonly deps: KycServiceDeps) {}

  async status(userId: string): Promise<KycResponse> {
    const latest = await this.latest(this.deps.sql, userId);
    return {
      status: latest?.status ?? 'not_started',
      reason: latest && latest.status !== 'approved' ? latest.reason : null,
      submitted_at: latest?.submitted_at.toISOString() ?? null,
      decided_at: latest?.decided_at?.toISOString() ?? null,
      provider: this.deps.provider,
    };
  }

  /** The in-house form: data and images, checked, the images stored encrypted, pending review. */
  async submit(userId: string, input: KycSubmitRequest, meta: RequestMeta): Promise<KycResponse> {
    if (this.deps.provider !== 'in-house') throw new HttpError(400, 'kyc_wrong_provider');
    await this.refuseIfOpenOrDone(this.deps.sql, userId);
    const images: [KycImageKind, string][] = [
      ['front', input.front],
      ['selfie', input.selfie],
      ...(input.back ? [['back', input.back] as [KycImageKind, string]] : []),
    ];
    // Every image is checked before any is stored.
    const decoded = await Promise.all(images.map(async ([kind, url]) => [kind, await checkImage(kind, url)] as const));
    const id = randomUUID();
    const stored: Partial<Record<KycImageKind, string>> = {};
    try {
      for (const [kind, data] of decoded) stored[kind] = await this.deps.documents.write(userId, id, kind, data);
      await this.deps.sql.begin(async (tx) => {
        await this.refuseIfOpenOrDone(tx, userId, true);
        await insertFormSubmission(tx, { id, userId, input, images: stored });
        await writeAudit(tx, {
          actorId: userId,
          actorRole: 'investor',
          action: 'kyc.submit',
          subjectType: 'kyc_submission',
          subjectId: id,
          after: { provider: 'in-house', country: input.country, document_type: input.document_type },
          meta,
        });
      });
    } catch (error) {
      await this.deps.documents.remove(userId, id);
      if ((error as { code?: string }).code === '23505') throw new HttpError(400, 'kyc_pending');
      throw error;
    }
    return this.status(userId);
  }

  /** The hosted provider: a pending attempt whose id the provider returns with its verdict. */
  async startHosted(userId: string, meta: RequestMeta): Promise<{ redirect_url: string }> {
    // With the in-house provider there is no one to send the person to: the form is the way.
    if (this.deps.provider !== 'hosted' || !this.deps.providerUrl) throw new HttpError(400, 'kyc_in_house');
    const id = await this.deps.sql.begin(async (tx) => {
      const pending = await this.latest(tx, userId, true);
      if (pending?.status === 'pending' && pending.provider === 'hosted') return pending.id;
      await this.refuseIfOpenOrDone(tx, userId);
      const row = await insertEmptySubmission(tx, userId, 'hosted');
      await writeAudit(tx, {
        actorId: userId,
        actorRole: 'investor',
        action: 'kyc.start',
        subjectType: 'kyc_submission',
        subjectId: row.id,
        after: { provider: 'hosted' },
        meta,
      });
      return row.id;
    });
    const url = new URL(this.deps.providerUrl);
    url.searchParams.set('reference', id);
    url.searchParams.set('return_url', `${this.deps.publicUrl}/settings/profile`);
    return { redirect_url: url.href };
  }

  /**
   * The hosted provider's webhook: HMAC-SHA256 of `<timestamp>.<raw body>` under
   * KYC_WEBHOOK_SECRET, a timestamp within five minutes, and each event id applied once.
   * Answers whether this call applied it (false for a replay).
   */
  async webhook(rawBody: string, timestamp: string | undefined, signature: string | undefined): Promise<boolean> {
    const secret = this.deps.webhookSecret;
    if (!secret || this.deps.provider !== 'hosted') throw notFound();
    const seconds = Number(timestamp);
    if (!timestamp || !Number.isInteger(seconds) || Math.abs(Date.now() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new HttpError(401, 'unauthorized');
    }
    const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
    const given = Buffer.from(signature ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(401, 'unauthorized');
    let event: KycWebhookEvent;
    try {
      event = KycWebhookEvent.parse(JSON.parse(rawBody));
    } catch {
      throw new HttpError(400, 'invalid_format');
    }
    return this.deps.sql.begin(async (tx) => {
      if (!(await hostedSubmissionExists(tx, event.reference))) throw notFound();
      if (!(await recordWebhookEvent(tx, event.event_id, event.reference))) return false;
      const decision = {
        approved: 'approve',
        rejected: 'reject',
        resubmission_requested: 'request_resubmission',
      } as const;
      await this.decideIn(
        tx,
        event.reference,
        { decision: decision[event.outcome], reason: event.reason ?? null },
        {
          id: null,
          role: 'provider',
        },
      );
      return true;
    });
  }

  /** Outside production: decides one's own verification as the provider's webhook would. */
  async simulate(userId: string, outcome: 'approved' | 'rejected', meta: RequestMeta): Promise<KycResponse> {
    await this.deps.sql.begin(async (tx) => {
      let pending = await this.latest(tx, userId, true);
      if (pending?.status !== 'pending') {
        if (pending?.status === 'approved') throw new HttpError(400, 'kyc_already_approved');
        pending = await insertEmptySubmission(tx, userId, 'sandbox');
      }
      await this.decideIn(
        tx,
        pending.id,
        outcome === 'approved'
          ? { decision: 'approve', reason: null }
          : { decision: 'reject', reason: 'Rejected in the sandbox' },
        { id: null, role: 'sandbox', meta },
      );
    });
    return this.status(userId);
  }

  // The console

  async queue(status: Exclude<KycStatus, 'not_started'>): Promise<KycQueueItem[]> {
    const rows = await submissionQueue(this.deps.sql, status);
    return rows.map(queueItem);
  }

  async review(id: string): Promise<KycReview> {
    const row = await submissionForReview(this.deps.sql, id);
    if (!row) throw notFound();
    return {
      ...queueItem(row),
      date_of_birth: dateText(row.date_of_birth),
      address: row.address,
      document_type: row.document_type,
      document_number: row.document_number,
      images: KYC_IMAGE_KINDS.filter((kind) => row.images[kind]),
      reason: row.reason,
      decided_at: row.decided_at?.toISOString() ?? null,
      decided_by: row.decider,
    };
  }

  /**
   * One decrypted image of a submission and its type, for the console only. Each opening is in
   * the audit log, who and from where: an identity document is the most private thing the
   * platform keeps, and reading it left no trace (an outside tester, as a rogue operator).
   */
  async document(id: string, kind: KycImageKind, viewer: Decider): Promise<{ data: Buffer; type: string }> {
    const name = (await submissionImages(this.deps.sql, id))?.[kind];
    if (!name) throw notFound();
    const data = await this.deps.documents.read(name, id, kind);
    await this.deps.sql.begin((tx) =>
      writeAudit(tx, {
        actorId: viewer.id,
        actorRole: viewer.role,
        action: 'kyc.view_document',
        subjectType: 'kyc_submission',
        subjectId: id,
        after: { kind },
        meta: viewer.meta,
      }),
    );
    return { data, type: data[0] === 0x89 ? 'image/png' : 'image/jpeg' };
  }

  async decide(id: string, request: KycDecisionRequest, decider: Decider): Promise<KycReview> {
    await this.deps.sql.begin((tx) => this.decideIn(tx, id, request, decider));
    return this.review(id);
  }

  private async decideIn(tx: Db, id: string, request: KycDecisionRequest, decider: Decider): Promise<void> {
    const row = await lockSubmission(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new HttpError(400, 'kyc_not_pending');
    // Maker-checker as for refunds (refund_own): an operator never decides on their own identity.
    if (decider.id !== null && decider.id === row.user_id) throw new HttpError(403, 'kyc_own');
    const outcome = OUTCOME[request.decision];
    const reason = outcome === 'approved' ? null : (request.reason ?? null);
    await setDecision(tx, id, { status: outcome, reason, by: decider.id });
    // What withdrawals, sales and the reservation limits read (identity's isKycVerified).
    await setKycVerified(tx, row.user_id, outcome === 'approved');
    await writeAudit(tx, {
      actorId: decider.id,
      actorRole: decider.role,
      action: `kyc.${request.decision}`,
      subjectType: 'kyc_submission',
      subjectId: id,
      before: { status: 'pending' },
      after: { status: outcome, reason, user_id: row.user_id },
      meta: decider.meta ?? null,
    });
    const user = await findUserById(tx, row.user_id);
    if (user) {
      const mail = kycDecisionMail(
        { username: user.username, outcome, reason, link: `${this.deps.publicUrl}/settings/profile` },
        user.language,
      );
      await enqueueMail(tx, { ...mail, to: user.email, language: user.language, userId: user.id });
    }
  }

  private async latest(db: Db, userId: string, lock = false): Promise<SubmissionRow | null> {
    return (await latestSubmission(db, userId, lock)) ?? null;
  }

  /** A pending attempt cannot be replaced, and an approved person has nothing to send. */
  private async refuseIfOpenOrDone(db: Db, userId: string, lock = false): Promise<void> {
    const latest = await this.latest(db, userId, lock);
    if (latest?.status === 'pending') throw new HttpError(400, 'kyc_pending');
    if (latest?.status === 'approved') throw new HttpError(400, 'kyc_already_approved');
  }
}

function queueItem(row: SubmissionRow & { email: string }): KycQueueItem {
  return {
    id: row.id,
    user_id: row.user_id,
    email: row.email,
    legal_name: row.legal_name,
    country: row.country,
    status: row.status,
    provider: row.provider,
    submitted_at: row.submitted_at.toISOString(),
  };
}

/** An image of the form, checked by its content as avatars are; its bytes when it passes. */
/**
 * An identity document checked, then drawn anew in its own format: what the operator sees is the
 * picture alone, without its metadata (a phone's photo carries where it was taken) or bytes after
 * the picture (an outside tester appended a PDF with a script to a valid JPEG, and it was kept and
 * served back byte for byte). Turned upright first, as the metadata said, since that goes.
 */
async function checkImage(kind: KycImageKind, dataUrl: string): Promise<Buffer> {
  const { data, format } = await decodeImageUpload(dataUrl, kind, {
    formats: ['jpeg', 'png'],
    maxBytes: KYC_IMAGE_MAX_BYTES,
    minSide: KYC_IMAGE_MIN_SIDE_PX,
    maxSide: KYC_IMAGE_MAX_SIDE_PX,
    messages: {
      format: 'kyc_image_format',
      tooLarge: 'kyc_image_too_large',
      tooSmall: 'kyc_image_too_small',
      sideTooLarge: `image_side_too_large:${KYC_IMAGE_MAX_SIDE_PX}`,
    },
  });
  const upright = openImage(data).rotate();
  return (format === 'png' ? upright.png() : upright.jpeg({ quality: 92 })).toBuffer();
}

/** A `date` column as YYYY-MM-DD (the driver gives a Date at UTC midnight). */
function dateText(value: Date | string | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
