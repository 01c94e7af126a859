import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('a masked e-mail', () => {
  it('keeps the first two letters of the name and the domain', () => {
    expect(maskEmail('anna.petrova@example.com')).toBe('an***@example.com');
    expect(maskEmail('owner-123@mail.example.org')).toBe('ow***@mail.example.org');
  });

  it('keeps at most half of a short name', () => {
    expect(maskEmail('ann@example.com')).toBe('a***@example.com');
    expect(maskEmail('an@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('***@example.com');
  });

  it('counts letters, not bytes, and hides everything without an @', () => {
    expect(maskEmail('мария@пример.рф')).toBe('ма***@пример.рф');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});
