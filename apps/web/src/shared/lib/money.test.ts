import { describe, expect, it } from 'vitest';
import { fromCents, lineCents, percentOf, timesAmount, toCents } from './money.ts';

describe('money in integer cents', () => {
  it('reads wire amounts without floating point', () => {
    expect(toCents('123.45')).toBe(12345n);
    expect(toCents('0.10')).toBe(10n);
    expect(toCents('7')).toBe(700n);
    expect(toCents('1.5')).toBe(150n);
    expect(toCents('-2.05')).toBe(-205n);
    // 0.1 + 0.2 style errors cannot happen: 90071992547409.93 stays exact.
    expect(toCents('90071992547409.93')).toBe(9007199254740993n);
  });

  it('refuses text that is not an amount', () => {
    expect(() => toCents('12.345')).toThrow();
    expect(() => toCents('abc')).toThrow();
  });

  it('writes cents back as a two-place amount', () => {
    expect(fromCents(12345n)).toBe('123.45');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
  });

  it('multiplies a price by a whole quantity', () => {
    expect(fromCents(lineCents('85.10', 3))).toBe('255.30');
    expect(fromCents(lineCents('0.29', '100000'))).toBe('29000.00');
  });

  it('values an amount of INDEX with decimals exactly, rounding only the last cent', () => {
    expect(fromCents(lineCents('85.40', '2.93'))).toBe('250.22'); // 250.222
    expect(fromCents(lineCents('100.00', '0.000001'))).toBe('0.00');
    expect(fromCents(lineCents('100.00', '0.00005'))).toBe('0.01'); // half a cent rounds up
    expect(fromCents(timesAmount(-1000n, '2.5'))).toBe('-25.00');
    expect(fromCents(timesAmount(-1n, '0.5'))).toBe('-0.01');
    expect(() => lineCents('1.00', '0.0000001')).toThrow();
  });

  it('gives a share in percent with two places, rounded half up', () => {
    expect(percentOf(1n, 3n)).toBe('33.33');
    expect(percentOf(2n, 3n)).toBe('66.67');
    expect(percentOf(5n, 5n)).toBe('100.00');
    expect(percentOf(1n, 0n)).toBe('0.00');
  });
});
