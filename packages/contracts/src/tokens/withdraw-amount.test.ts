import { describe, expect, it } from 'vitest';
import { withdrawableOf, withdrawAmountProblem } from './withdraw-amount.ts';

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
