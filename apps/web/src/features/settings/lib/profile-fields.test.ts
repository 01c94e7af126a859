import { describe, expect, it } from 'vitest';
import { isNicknameSavable, isPhoneSet, phoneForDisplay, phoneForWire, phoneInputValue } from './profile-fields.ts';

describe('isNicknameSavable', () => {
  it('needs at least one Latin letter', () => {
    expect(isNicknameSavable('Anna')).toBe(true);
    expect(isNicknameSavable('Анна K.')).toBe(true);
    expect(isNicknameSavable('Анна')).toBe(false);
    expect(isNicknameSavable('12345')).toBe(false);
    expect(isNicknameSavable('   ')).toBe(false);
    expect(isNicknameSavable('')).toBe(false);
  });
});

describe('phone input', () => {
  it('keeps digits and prefixes a plus', () => {
    expect(phoneInputValue('7 (916) 123-45-67')).toBe('+79161234567');
    expect(phoneInputValue('+44 20')).toBe('+4420');
    expect(phoneInputValue('abc')).toBe('');
  });

  it('sends the digits without the plus', () => {
    expect(phoneForWire('+79161234567')).toBe('79161234567');
    expect(phoneForWire('')).toBe('');
  });

  it('counts a phone as set when it has a digit, with no format check', () => {
    expect(isPhoneSet('1')).toBe(true);
    expect(isPhoneSet('+')).toBe(false);
    expect(isPhoneSet('')).toBe(false);
    expect(isPhoneSet(null)).toBe(false);
  });

  it('shows a kept phone with its plus', () => {
    expect(phoneForDisplay('79161234567')).toBe('+79161234567');
    expect(phoneForDisplay(null)).toBe('');
  });
});
