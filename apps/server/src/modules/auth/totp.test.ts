import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpStep, totpUri, TOTP_PERIOD_SECONDS } from './totp.ts';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

describe('TOTP codes', () => {
  it('makes 160-bit base32 secrets', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('gives the step of a code, accepting one step of drift either way', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = Math.floor(now / STEP_MS);
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now - STEP_MS), now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, now + STEP_MS), now)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, now - 3 * STEP_MS), now)).toBeNull();
  });

  it('refuses the code of another secret', () => {
    const now = Date.now();
    const code = totpCode(newTotpSecret(), now);
    const other = newTotpSecret();
    // One chance in a million that two secrets share a code: check three steps to be safe.
    const matches = [now - STEP_MS, now, now + STEP_MS].filter((ts) => totpCode(other, ts) === code);
    if (matches.length === 0) expect(totpStep(other, code, now)).toBeNull();
  });

  it('writes an otpauth URI with the issuer for authenticator apps', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'anna@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Pinacoteca:anna%40example\.com\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('issuer=Pinacoteca');
  });
});
