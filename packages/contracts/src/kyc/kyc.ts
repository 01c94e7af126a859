import { z } from 'zod';
import { textField, withoutHiddenMarks } from '../rules.ts';
import { MIN_AGE } from '../constants.ts';
import { isCountryCode } from './countries.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/** Where a person's identity verification stands (issue 10). Only `approved` may withdraw and sell (SPEC §1). */
export const KYC_STATUSES = ['not_started', 'pending', 'approved', 'rejected', 'resubmission_requested'] as const;
export const KycStatus = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof KycStatus>;

export const KYC_DOCUMENT_TYPES = ['passport', 'national_id', 'driving_licence'] as const;
export const KycDocumentType = z.enum(KYC_DOCUMENT_TYPES);
export type KycDocumentType = z.infer<typeof KycDocumentType>;

/** The images of a submission. A passport has one page to show: its back is optional. */
export const KYC_IMAGE_KINDS = ['front', 'back', 'selfie'] as const;
export const KycImageKind = z.enum(KYC_IMAGE_KINDS);
export type KycImageKind = z.infer<typeof KycImageKind>;

/** Checked by content on the server, like avatars: JPEG or PNG, at most 5 MB, sides 400 to 4096 px (the web scales photos down before sending). */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_IMAGE_MIN_SIDE_PX = 400;
export const KYC_IMAGE_MAX_SIDE_PX = 4096;
/**
 * Residents of the United States cannot invest (SPEC §2, the payment notice): the states and its
 * territories with codes of their own (Puerto Rico, Guam, the US Virgin Islands, the Northern
 * Mariana Islands, American Samoa, the Minor Outlying Islands), whose residents US law covers alike.
 */
export const BARRED_COUNTRIES: readonly string[] = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'];

/** Whether residence in the country (an upper-case code) bars investing. */
export function isBarredCountry(code: string): boolean {
  return BARRED_COUNTRIES.includes(code);
}

/** Whole years between `birth` (YYYY-MM-DD) and `today`. */
export function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

const required = (max: number) =>
  textField()
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: `max_chars:${max}` });
const image = textField().min(1, { error: 'required' }).meta({
  description: 'The picture as a data URL (JPEG or PNG, at most 5 MB)',
});

/**
 * A real calendar date, YYYY-MM-DD (zod's ISO date: no 31 February, 29 February in leap years
 * only), under 130 years ago, of someone at least MIN_AGE. Each step stops the rest, so a
 * malformed date is only `invalid_format`.
 */
export const dateOfBirthRule = textField()
  .min(1, { error: 'required', abort: true })
  .regex(z.regexes.date, { error: 'invalid_format', abort: true })
  .refine((v) => ageOn(v, new Date()) < 130, { error: 'invalid_format', abort: true })
  .refine((v) => ageOn(v, new Date()) >= MIN_AGE, { error: 'kyc_too_young' })
  .meta({ format: 'date' });

/** An assigned ISO 3166-1 alpha-2 code (countries.ts), in either case; not the barred country. */
export const countryRule = textField()
  .trim()
  .toUpperCase()
  .min(1, { error: 'required', abort: true })
  .refine(isCountryCode, { error: 'invalid_format', abort: true })
  .refine((v) => !isBarredCountry(v), { error: 'kyc_us_resident' })
  .meta({ description: 'An assigned ISO 3166-1 alpha-2 country code (either case), not US' });

/** POST /api/kyc: the in-house verification (the embedded default). */
export const KycSubmitRequest = z
  .object({
    legal_name: required(200).refine(withoutHiddenMarks, { error: 'hidden_characters' }),
    date_of_birth: dateOfBirthRule,
    country: countryRule,
    address: required(500),
    document_type: KycDocumentType,
    document_number: required(64),
    front: image,
    back: image.nullish(),
    selfie: image,
  })
  .refine((v) => v.document_type === 'passport' || (v.back ?? '') !== '', {
    path: ['back'],
    error: 'required',
  })
  .meta({ id: 'KycSubmitRequest' });
export type KycSubmitRequest = z.infer<typeof KycSubmitRequest>;

/** GET /api/kyc: the signed-in person's verification. */
export const KycResponse = z
  .object({
    status: KycStatus,
    /** Why it was rejected or what to correct, when an operator said. */
    reason: z.string().nullable(),
    submitted_at: z.iso.datetime({ offset: true }).nullable(),
    decided_at: z.iso.datetime({ offset: true }).nullable(),
    /** `in-house` (the form) or `hosted` (KYC_PROVIDER: the person is sent to the provider). */
    provider: z.enum(['in-house', 'hosted']),
  })
  .meta({ id: 'Kyc' });
export type KycResponse = z.infer<typeof KycResponse>;

/** POST /api/kyc/start with the hosted provider: where to send the person. */
export const KycStartResponse = z.object({ redirect_url: z.string() });

/** POST /api/dev/kyc/simulate: decides one's own verification as the provider would (outside production). */
export const KycSimulateRequest = z.object({ outcome: z.enum(['approved', 'rejected']) });

/** The hosted provider's webhook body (signed: `x-kyc-timestamp`, `x-kyc-signature`). */
export const KycWebhookEvent = z.object({
  event_id: z.string().min(1).max(200),
  reference: Uuid,
  outcome: z.enum(['approved', 'rejected', 'resubmission_requested']),
  reason: z.string().max(1000).nullish(),
});
export type KycWebhookEvent = z.infer<typeof KycWebhookEvent>;

// The console (GET/POST /api/admin/kyc…)
export const KycQueueQuery = z.object({ status: KycStatus.exclude(['not_started']).default('pending') });

export const KycQueueItem = z.object({
  id: Uuid,
  user_id: Uuid,
  email: z.string(),
  legal_name: z.string().nullable(),
  country: z.string().nullable(),
  status: KycStatus,
  provider: z.string(),
  submitted_at: z.iso.datetime({ offset: true }),
});
export const KycQueueResponse = z.array(KycQueueItem);
export type KycQueueItem = z.infer<typeof KycQueueItem>;

export const KycReview = KycQueueItem.extend({
  date_of_birth: z.string().nullable(),
  address: z.string().nullable(),
  document_type: KycDocumentType.nullable(),
  document_number: z.string().nullable(),
  /** Which images exist; each is read through GET /api/admin/kyc/{id}/documents/{kind}. */
  images: z.array(KycImageKind),
  reason: z.string().nullable(),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  decided_by: z.string().nullable(),
});
export type KycReview = z.infer<typeof KycReview>;

export const KycIdParams = z.object({ id: Uuid });
export const KycDocumentParams = z.object({ id: Uuid, kind: KycImageKind });

export const KycDecisionRequest = z
  .object({
    decision: z.enum(['approve', 'reject', 'request_resubmission']),
    reason: z.string().trim().max(1000, { error: 'max_chars:1000' }).nullish(),
  })
  .refine((v) => v.decision === 'approve' || (v.reason ?? '').length > 0, { path: ['reason'], error: 'required' });
export type KycDecisionRequest = z.infer<typeof KycDecisionRequest>;

export const getKyc = {
  method: 'GET',
  path: '/api/kyc',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Where the signed-in person’s identity verification stands',
  responses: { 200: KycResponse },
} as const satisfies Endpoint;

export const submitKyc = {
  method: 'POST',
  path: '/api/kyc',
  access: 'signed-in',
  tags: ['account'],
  summary:
    'Send the in-house verification: legal name, date of birth (18 or older), country (not the US), address, an identity document and a selfie',
  body: KycSubmitRequest,
  responses: { 200: KycResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;

export const startHostedKyc = {
  method: 'POST',
  path: '/api/kyc/start',
  access: 'signed-in',
  tags: ['account'],
  summary: 'With the hosted provider (KYC_PROVIDER=hosted): where to send the person to verify',
  responses: { 200: KycStartResponse, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;

export const kycWebhook = {
  method: 'POST',
  path: '/api/kyc/webhook',
  access: 'public',
  tags: ['account'],
  summary:
    'The hosted provider’s verdict: HMAC-SHA256 of `<x-kyc-timestamp>.<body>` in `x-kyc-signature` (hex); each event applied once',
  responses: { 200: z.object({ applied: z.boolean() }), 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const simulateKyc = {
  method: 'POST',
  path: '/api/dev/kyc/simulate',
  access: 'signed-in',
  tags: ['dev'],
  summary: 'Approve or reject one’s own identity verification, as the provider’s webhook would',
  body: KycSimulateRequest,
  responses: { 200: KycResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const listKycQueue = {
  method: 'GET',
  path: '/api/admin/kyc',
  access: 'staff',
  tags: ['admin'],
  summary: 'Verifications by status, pending ones oldest first',
  query: KycQueueQuery,
  responses: { 200: KycQueueResponse },
} as const satisfies Endpoint;

export const getKycReview = {
  method: 'GET',
  path: '/api/admin/kyc/:id',
  access: 'staff',
  tags: ['admin'],
  summary: 'One verification with the data sent and which images it has',
  params: KycIdParams,
  responses: { 200: KycReview, 404: ErrorResponse },
} as const satisfies Endpoint;

export const getKycDocument = {
  method: 'GET',
  path: '/api/admin/kyc/:id/documents/:kind',
  access: 'staff',
  tags: ['admin'],
  summary: 'One image of a verification (front, back or selfie), decrypted for the console only',
  params: KycDocumentParams,
  responses: {},
} as const satisfies Endpoint;

export const decideKyc = {
  method: 'POST',
  path: '/api/admin/kyc/:id/decision',
  access: 'staff',
  tags: ['admin'],
  summary: 'Approve, reject with a reason, or ask for the documents again; e-mailed to the person',
  params: KycIdParams,
  body: KycDecisionRequest,
  responses: { 200: KycReview, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;
