import { z } from 'zod';
import { requiredText } from '../rules.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * The operators' inbox (GET /api/admin/inbox): support messages from the contact form and
 * requests to buy a whole painting, each with a status and an assignee, answered by e-mail.
 */
export const INBOX_KINDS = ['support', 'painting_request'] as const;
export const InboxKind = z.enum(INBOX_KINDS, { error: 'invalid_format' });
export type InboxKind = z.infer<typeof InboxKind>;

/** `closed` is the end: the item leaves the open list (and a new request about the same painting opens a new item). */
export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export const InboxStatus = z.enum(INBOX_STATUSES, { error: 'invalid_format' });
export type InboxStatus = z.infer<typeof InboxStatus>;

export const InboxQuery = z.object({
  kind: InboxKind.optional(),
  /** `open` is every status but `closed`. */
  status: z.enum([...INBOX_STATUSES, 'open', 'all'], { error: 'invalid_format' }).default('open'),
  /** `me`: assigned to the operator asking; `nobody`: not assigned yet. */
  assignee: z.enum(['anyone', 'me', 'nobody'], { error: 'invalid_format' }).default('anyone'),
  q: z.string().trim().max(200).default(''),
});
export type InboxQuery = z.input<typeof InboxQuery>;
export type InboxFilter = z.output<typeof InboxQuery>;

const at = z.iso.datetime({ offset: true });

export const InboxItem = z.object({
  kind: InboxKind,
  id: Uuid,
  /** Null when the sender's account was erased. */
  email: z.string().nullable(),
  user_id: Uuid.nullable(),
  username: z.string().nullable(),
  /** The language the sender used; the reply is sent in it. */
  language: z.enum(['en', 'ru']),
  message: z.string().nullable(),
  /** The painting a whole-painting request is about. */
  painting: z.object({ id: Uuid, name: z.string(), sale_id: z.string() }).nullable(),
  status: InboxStatus,
  assignee: z.object({ id: Uuid, email: z.string() }).nullable(),
  reply_count: z.number().int(),
  created_at: at,
  updated_at: at,
});
export type InboxItem = z.infer<typeof InboxItem>;
export const InboxResponse = z.array(InboxItem);

export const InboxReply = z.object({ id: Uuid, author_email: z.string().nullable(), body: z.string(), at });
export const InboxDetail = z.object({ item: InboxItem, replies: z.array(InboxReply) });
export type InboxDetail = z.infer<typeof InboxDetail>;

export const InboxItemParams = z.object({ kind: InboxKind, id: Uuid });

/** POST /api/admin/inbox/{kind}/{id}: take it, hand it over, or change its status (audited). */
export const InboxUpdateRequest = z
  .object({
    status: InboxStatus.optional(),
    assignee_id: z.uuid({ error: 'invalid_format' }).toLowerCase().nullable().optional(),
    /**
     * Who had the item when the operator pressed (null: nobody), required with `assignee_id`. A
     * change of assignee is refused (409 `inbox_assignee_changed`) when someone else took or
     * released it meanwhile: two operators taking one item at once both saw "taken" and the first
     * was silently replaced. Required, not offered: a client that left it out raced as before.
     */
    expected_assignee_id: z.uuid({ error: 'invalid_format' }).toLowerCase().nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assignee_id !== undefined, { error: 'required' })
  .refine((v) => v.assignee_id === undefined || v.expected_assignee_id !== undefined, {
    error: 'required',
    path: ['expected_assignee_id'],
  });
export type InboxUpdateRequest = z.infer<typeof InboxUpdateRequest>;

/** POST /api/admin/inbox/{kind}/{id}/reply: e-mailed to the sender in their language (audited). */
export const InboxReplyRequest = z.object({
  body: requiredText(4000),
  /** Close the item with this answer; otherwise it becomes `answered`. */
  close: z.boolean().default(false),
});
export type InboxReplyRequest = z.input<typeof InboxReplyRequest>;

export const listInbox = {
  method: 'GET',
  path: '/api/admin/inbox',
  access: 'staff',
  tags: ['admin'],
  summary: 'Support messages and whole-painting purchase requests; open ones by default, new first',
  query: InboxQuery,
  responses: { 200: InboxResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const getInboxItem = {
  method: 'GET',
  path: '/api/admin/inbox/:kind/:id',
  access: 'staff',
  tags: ['admin'],
  summary: 'One inbox item with the answers sent',
  params: InboxItemParams,
  responses: { 200: InboxDetail, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const changeInboxItem = {
  method: 'POST',
  path: '/api/admin/inbox/:kind/:id',
  access: 'staff',
  tags: ['admin'],
  summary: 'Take an item, hand it to another operator, or change its status (audited)',
  params: InboxItemParams,
  body: InboxUpdateRequest,
  responses: { 200: InboxDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const replyToInboxItem = {
  method: 'POST',
  path: '/api/admin/inbox/:kind/:id/reply',
  access: 'staff',
  tags: ['admin'],
  summary: "Answer by e-mail in the sender's language; the item becomes answered, or closed (audited)",
  params: InboxItemParams,
  body: InboxReplyRequest,
  responses: { 200: InboxDetail, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;
