import { describe, expect, it } from 'vitest';
import { centsToString, divRound, parseCents, percentString } from './money.ts';

describe('money', () => {
  it('writes cents as a decimal string with two places', () => {
    expect(centsToString(0)).toBe('0.00');
    expect(centsToString(5)).toBe('0.05');
    expect(centsToString(8500n)).toBe('85.00');
    expect(centsToString(850_000_000_000n)).toBe('8500000000.00');
    expect(centsToString(-150)).toBe('-1.50');
  });

  it('reads wire amounts exactly, without floating point', () => {
    expect(parseCents('0.1')).toBe(10n);
    expect(parseCents('19.99')).toBe(1999n);
    expect(parseCents('12')).toBe(1200n);
    expect(() => parseCents('1.005')).toThrow();
    expect(() => parseCents('-1')).toThrow();
  });

  it('rounds half up when dividing', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(7n, 0n)).toBe(0n);
  });

  it('gives a share in percent with two places', () => {
    expect(percentString(38_000n, 100_000n)).toBe('38.00');
    expect(percentString(1n, 3n)).toBe('33.33');
    expect(percentString(0n, 100_000n)).toBe('0.00');
  });
});
