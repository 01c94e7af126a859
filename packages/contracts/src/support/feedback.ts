import { z } from 'zod';
import { emailRule, supportMessageRule } from '../rules.ts';

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

export const FeedbackResponse = z.object({ id: z.uuid() });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
