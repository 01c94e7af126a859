import { describe, expect, it } from 'vitest';
import { isPhoneSet, nicknameProblem, phoneForDisplay, phoneForWire, phoneInputValue } from './profile-fields.ts';

describe('nicknameProblem', () => {
  it('passes a nickname with at least one Latin letter', () => {
    expect(nicknameProblem('Anna')).toBeNull();
    expect(nicknameProblem('Анна K.')).toBeNull();
  });

  it('names why Save is disabled, so the form can say it', () => {
    expect(nicknameProblem('Анна')).toBe('nickname_latin');
    expect(nicknameProblem('12345')).toBe('nickname_latin');
    expect(nicknameProblem('   ')).toBe('required');
    expect(nicknameProblem('')).toBe('required');
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
