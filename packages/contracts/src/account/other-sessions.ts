import { z } from 'zod';
import { type Endpoint } from '../endpoint.ts';

/**
 * POST /api/account/sessions/end-others: signs the person out everywhere but here, with nothing
 * more to prove than this session. Ending sessions only takes access away, and a session taken
 * from a shared computer otherwise lasted its day: changing the password, the only other way to
 * end it, asks for a code the holder of the stolen session could have locked for a while with
 * wrong guesses (an outside tester). Answers how many were ended.
 */
export const EndOtherSessionsResponse = z
  .object({ success: z.literal(true), ended: z.number().int().min(0) })
  .meta({ id: 'EndOtherSessionsResponse' });
export type EndOtherSessionsResponse = z.infer<typeof EndOtherSessionsResponse>;

export const endOtherSessions = {
  method: 'POST',
  path: '/api/account/sessions/end-others',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Sign out of every other device and browser: every session of the account but this one ends',
  responses: { 200: EndOtherSessionsResponse },
} as const satisfies Endpoint;
