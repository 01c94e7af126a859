import { MESSAGES } from '@pinacoteca/contracts/messages';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../shared/lib/local-store.ts';

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

/** Pages a removed account may stay on: recovery itself, signing out, the policies and the dev mailbox. */
const OPEN_TO_REMOVED = [
  /^\/account-recovery(\/|$)/,
  /^\/logout$/,
  /^\/dev\/mail$/,
  /^\/(privacy-policy|terms-of-use|cookies-policy)$/,
];

export function isOpenToRemovedAccount(pathname: string): boolean {
  return OPEN_TO_REMOVED.some((pattern) => pattern.test(pathname));
}

/** SPEC §3 keeps `resend_available_at` locally: the recovery done page counts down to it. */
export function readRecoveryResendAt(): number {
  const at = Number(readLocal(LOCAL_KEYS.resendAvailableAt));
  return Number.isFinite(at) ? at : 0;
}

export function writeRecoveryResendAt(at: number | null): void {
  writeLocal(LOCAL_KEYS.resendAvailableAt, at === null ? null : String(at));
}
