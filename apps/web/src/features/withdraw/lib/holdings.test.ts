import { describe, expect, it } from 'vitest';
import { fractionOf } from './holdings.ts';

describe('what a withdrawal leaves', () => {
  it('is the fraction of INDEX beyond its whole tokens', () => {
    expect(fractionOf(1_494_375n, 6)).toBe(494_375n);
    expect(fractionOf(2_000_000n, 6)).toBe(0n);
    expect(fractionOf(494_375n, 6)).toBe(494_375n);
  });

  it('is nothing of a painting’s tokens, always whole', () => {
    expect(fractionOf(37n, 0)).toBe(0n);
  });
});
