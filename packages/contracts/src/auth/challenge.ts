import { z } from 'zod';
import { ErrorResponse } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/login/challenge: a proof-of-work challenge (ALTCHA v2 format) for the browser widget
 * to solve. Sign-in and the two-factor step ask for one once an account has had too many failed
 * attempts in a short time (decision 27); the answer is single-use and expires.
 */
export const SignInChallenge = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.int(),
        keyLength: z.int(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.int().optional(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .meta({ description: 'What to solve: find the counter whose derived key starts with keyPrefix' }),
    signature: z.string().meta({ description: "The server's HMAC of the parameters" }),
  })
  .meta({ id: 'SignInChallenge' });
export type SignInChallenge = z.infer<typeof SignInChallenge>;

/** The solved challenge as the widget gives it: base64 of `{challenge, solution}`. */
export const challengeSolutionRule = z
  .string()
  .max(4096, { error: 'challenge_failed' })
  .meta({ description: 'The solved challenge of GET /api/login/challenge (base64, as the ALTCHA widget gives it)' });

/**
 * The answer (403) when an attempt needs a solved challenge and came without one, or with one
 * that is wrong, expired or already used: solve a fresh one and send the same request again.
 */
export const ChallengeRequiredResponse = z
  .object({
    message: z.string(),
    challenge_required: z.literal(true),
  })
  .meta({ id: 'ChallengeRequired' });
export type ChallengeRequiredResponse = z.infer<typeof ChallengeRequiredResponse>;

/** 403 of sign-in and its two-factor step: a challenge to solve first, or an account an operator blocked. */
export const SignInRefusal = z.union([ChallengeRequiredResponse, ErrorResponse]);

/** Whether an error body asks for a solved challenge (checked by hand: no schema on the critical path). */
export function isChallengeRequired(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { challenge_required?: unknown }).challenge_required === true
  );
}

export const getSignInChallenge = {
  method: 'GET',
  path: '/api/login/challenge',
  access: 'public',
  tags: ['auth'],
  summary:
    'A proof-of-work challenge (ALTCHA) to solve when sign-in or the two-factor step answers 403 challenge_required; single-use, expires in 10 minutes',
  responses: { 200: SignInChallenge, 429: ErrorResponse },
} as const satisfies Endpoint;
