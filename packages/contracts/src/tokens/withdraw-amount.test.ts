import { describe, expect, it } from 'vitest';
import { takenAmount, takenAmountMessage, withdrawableOf, withdrawAmountProblem } from './withdraw-amount.ts';

describe('withdrawal amounts (SPEC §5: whole, from one)', () => {
  it('takes whole tokens of art and of INDEX', () => {
    expect(withdrawAmountProblem(1n, 0)).toBeNull();
    expect(withdrawAmountProblem(3_000_000n, 6)).toBeNull();
  });

  it('refuses less than one token, and a fraction of INDEX', () => {
    expect(withdrawAmountProblem(0n, 0)).toBe('withdraw_min');
    expect(withdrawAmountProblem(999_999n, 6)).toBe('withdraw_min');
    expect(withdrawAmountProblem(1_500_000n, 6)).toBe('withdraw_whole');
  });

  it('offers the whole tokens of a holding as the most', () => {
    expect(withdrawableOf(2_640_000n, 6)).toBe(2_000_000n);
    expect(withdrawableOf(17n, 0)).toBe(17n);
  });
});

describe('amounts to take from a holding: one rule for every token', () => {
  it('reads trailing zeros as spelling: "1.0" of an art token is 1, as "1.000000" of INDEX', () => {
    expect(takenAmount('1.0', 0, 'swap')).toBe(1n);
    expect(takenAmount('12.000', 0, 'withdraw')).toBe(12n);
    expect(takenAmount('1.000000', 6, 'sell')).toBe(1_000_000n);
    expect(takenAmount('2.5', 6, 'swap')).toBe(2_500_000n);
  });

  it('says less than one token first, then a fraction, alike for art and INDEX', () => {
    for (const action of ['withdraw', 'swap'] as const) {
      expect(takenAmount('0.5', 0, action)).toBe('min');
      expect(takenAmount('0.5', 6, action)).toBe('min');
      expect(takenAmount('0', 0, action)).toBe('min');
    }
    // Art tokens have no fraction; INDEX has one, except when withdrawn (SPEC §5).
    expect(takenAmount('1.5', 0, 'swap')).toBe('whole');
    expect(takenAmount('1.5', 6, 'withdraw')).toBe('whole');
    expect(takenAmount('1.5', 0, 'withdraw')).toBe('whole');
    expect(takenAmount('1.000001', 0, 'sell')).toBe('whole');
  });

  it('sells any amount above nothing: the fraction of INDEX a swap leaves can be sold back', () => {
    expect(takenAmount('0.127956', 6, 'sell')).toBe(127_956n);
    expect(takenAmount('0.000001', 6, 'sell')).toBe(1n);
    expect(takenAmount('0', 6, 'sell')).toBe('min');
    expect(takenAmount('0.000000', 6, 'sell')).toBe('min');
    // Of an art token, half is still not a token there is.
    expect(takenAmount('0.5', 0, 'sell')).toBe('whole');
    expect(takenAmount('0', 0, 'sell')).toBe('min');
  });

  it('answers anything but plain decimal text as the format message, and more than six places as such', () => {
    for (const text of ['', 'one', '1e3', '-1', '1,234.5', '1 00', ',5', '1,5,0'])
      expect(takenAmount(text, 6, 'swap'), text).toBe('invalid_format');
    expect(takenAmount('1.1234567', 6, 'sell')).toBe('places');
    expect(takenAmount('1 000', 0, 'withdraw', 'ru')).toBe('ambiguous');
    expect(takenAmount('1,1234567', 0, 'swap')).toBe('places');
  });

  it('reads a decimal comma as the point, as the Russian pages write amounts', () => {
    expect(takenAmount('5,5', 6, 'swap')).toBe(5_500_000n);
    expect(takenAmount(' 0,000001 ', 6, 'swap')).toBe('min');
    expect(takenAmount(' 0,000001 ', 6, 'sell')).toBe(1n);
    expect(takenAmount('1,0', 0, 'withdraw')).toBe(1n);
    expect(takenAmount('1,5', 0, 'swap')).toBe('whole');
    expect(takenAmount('0,5', 0, 'withdraw')).toBe('min');
  });

  it('words each problem with the action’s own message, and too many places with how many', () => {
    expect(takenAmountMessage('whole', 'swap')).toBe('swap_whole');
    expect(takenAmountMessage('min', 'withdraw')).toBe('withdraw_min');
    expect(takenAmountMessage('invalid_format', 'sell')).toBe('invalid_format');
    expect(takenAmountMessage('places', 'sell')).toBe('amount_decimals:6');
  });
});
