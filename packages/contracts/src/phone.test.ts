import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isMobileNumber, phoneRule, phoneWireRule } from './phone.ts';

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('a phone (SPEC §5: optional; a valid mobile number in strict international form)', () => {
  it('accepts mobile numbers of any country in the strict international form', () => {
    for (const number of ['+79161234567', '+447911123456', '+4915123456789', '+14155552671']) {
      expect(isMobileNumber(number), number).toBe(true);
      expect(firstError(phoneRule, number)).toBeUndefined();
    }
  });

  it('refuses numbers no country gives to mobiles, and anything not in the international form', () => {
    // No such number; a Moscow landline; too short; a leading zero; no plus; spaces.
    for (const number of [
      '+10000000000',
      '+74951234567',
      '+7916123',
      '+0123456789',
      '79161234567',
      '+7 916 123 45 67',
    ]) {
      expect(isMobileNumber(number), number).toBe(false);
      expect(firstError(phoneRule, number)).toBe('invalid_format');
    }
  });

  it('takes the wire form without the plus (one tolerated), empty as none, and gives back digits', () => {
    expect(phoneWireRule.parse('79161234567')).toBe('79161234567');
    expect(phoneWireRule.parse('+79161234567')).toBe('79161234567');
    expect(phoneWireRule.parse(' ')).toBeNull();
    expect(phoneWireRule.parse(null)).toBeNull();
    expect(phoneWireRule.parse(undefined)).toBeUndefined();
    expect(firstError(phoneWireRule, '10000000000')).toBe('invalid_format');
    expect(firstError(phoneWireRule, '74951234567')).toBe('invalid_format');
  });
});
