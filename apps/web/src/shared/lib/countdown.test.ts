import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(245)).toBe('04:05');
    expect(formatCountdown(3599)).toBe('59:59');
  });

  it('shows hours from 3600 seconds up', () => {
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(3723)).toBe('01:02:03');
    expect(formatCountdown(36_000)).toBe('10:00:00');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(61.9)).toBe('01:01');
  });
});
