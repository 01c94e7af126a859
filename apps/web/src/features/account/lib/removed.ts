import { LOCAL_KEYS, readLocal, writeLocal } from '../../../shared/lib/local-store.ts';

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
