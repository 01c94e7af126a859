import { MESSAGES } from '@pinacoteca/contracts/messages';

const REMOVED_TEXTS: readonly string[] = Object.values(MESSAGES.account_removed);

/**
 * A removed account's session works only for recovery: every other call answers 403 with the
 * 'account removed' message, in the request's language (docs/decisions/0016).
 */
export function isAccountRemovedError(error: unknown): boolean {
  // Read by shape (an ApiError has both), so this module stays free of the API client.
  const answer = error as { status?: unknown; message?: unknown } | null;
  return answer?.status === 403 && typeof answer.message === 'string' && REMOVED_TEXTS.includes(answer.message);
}
