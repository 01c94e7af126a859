import { z } from 'zod';
import { emailRule, supportMessageRule } from '../rules.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * POST /api/feedback. Guests give an e-mail; for a signed-in person the server takes the
 * account's e-mail and `email` may be left out.
 */
export const FeedbackRequest = z.object({
  email: emailRule.optional(),
  message: supportMessageRule,
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
/** The form a guest fills in: e-mail required. */
export const GuestFeedbackForm = z.object({ email: emailRule, message: supportMessageRule });

export const FeedbackResponse = z.object({ id: Uuid });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

export const sendFeedback = {
  method: 'POST',
  path: '/api/feedback',
  access: 'guest-or-signed-in',
  tags: ['support'],
  summary: "Send a message to support; stored for operators (a signed-in person's with the account's e-mail)",
  body: FeedbackRequest,
  responses: { 201: FeedbackResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
