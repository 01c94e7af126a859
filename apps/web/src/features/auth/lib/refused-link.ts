import { PathErrorResponse } from '@pinacoteca/contracts/common';
import { ApiError } from '../../../shared/api/client.ts';

/** Why the server would not take an e-mail link's token: its message key when it sent one, and its text. */
export interface RefusedLink {
  key: string | undefined;
  text: string;
}

/**
 * The server's refusal of the link itself (the `token` path of the reset's error list, SPEC §8:
 * used, replaced by a newer link, expired); null for any other failure. Such a link can never
 * work, so the page ends as a link that cannot be used does, with the way to a new one, instead
 * of showing "Token not found" under a form that cannot succeed (an outside tester's finding).
 */
export function refusedLink(error: unknown): RefusedLink | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = PathErrorResponse.safeParse(error.body);
  const refusal = parsed.success ? parsed.data.errors.find((e) => e.path === 'token') : undefined;
  if (!refusal) return null;
  return { key: error.keys?.errors?.token, text: refusal.message };
}
