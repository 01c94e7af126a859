import { LOCAL_KEYS, readLocal, writeLocal } from '../../../shared/lib/local-store.ts';

/** The referral record of SPEC §3: the partner's code and, once known, their e-mail. */
export interface ReferralRecord {
  token: string;
  email: string | null;
}

export function readReferral(): ReferralRecord | null {
  const raw = readLocal(LOCAL_KEYS.referral);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReferralRecord>;
    return typeof value.token === 'string' && value.token
      ? { token: value.token, email: typeof value.email === 'string' ? value.email : null }
      : null;
  } catch {
    return null;
  }
}

export function writeReferral(record: ReferralRecord | null): void {
  writeLocal(LOCAL_KEYS.referral, record ? JSON.stringify(record) : null);
}

/** The registration resend token and its time (unix seconds), kept for the done page. */
export interface ResendRecord {
  token: string;
  availableAt: number;
}

export function readResend(): ResendRecord | null {
  const token = readLocal(LOCAL_KEYS.resendToken);
  const at = Number(readLocal(LOCAL_KEYS.resendAvailableAt));
  return token ? { token, availableAt: Number.isFinite(at) ? at : 0 } : null;
}

export function writeResend(record: ResendRecord | null): void {
  writeLocal(LOCAL_KEYS.resendToken, record?.token ?? null);
  writeLocal(LOCAL_KEYS.resendAvailableAt, record ? String(record.availableAt) : null);
}
