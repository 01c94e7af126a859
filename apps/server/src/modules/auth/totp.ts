import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side is accepted, for clocks that drift and codes typed near a step's end. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpCode(secretBase32: string, timestampMs = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: timestampMs,
  });
}

/**
 * The time step the code belongs to, or null when it matches none in the window. The caller
 * accepts the code only if this step is later than the last one accepted for the account,
 * which is what makes a used code useless to whoever saw it.
 */
export function totpStep(secretBase32: string, code: string, timestampMs = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: timestampMs,
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: timestampMs }) + delta;
}

/** The otpauth:// URI an authenticator app scans from the QR code. */
export function totpUri(secretBase32: string, accountName: string): string {
  return new TOTP({
    issuer: 'Pinacoteca',
    label: accountName,
    secret: Secret.fromBase32(secretBase32),
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}
