import { describe, expect, it } from 'vitest';
import {
  divRound,
  formatCents,
  lineCents,
  parseSignedUsd,
  parseUsd,
  percentOf,
  timesAmount,
  unitsValueCents,
} from './money.ts';

describe('USD amounts in integer cents', () => {
  it('reads wire amounts without floating point', () => {
    expect(parseUsd('123.45')).toBe(12345n);
    expect(parseUsd('0.10')).toBe(10n);
    expect(parseUsd('7')).toBe(700n);
    expect(parseUsd('1.5')).toBe(150n);
    // 0.1 + 0.2 style errors cannot happen: 90071992547409.93 stays exact.
    expect(parseUsd('90071992547409.93')).toBe(9007199254740993n);
  });

  it('refuses anything but one plain spelling of an amount', () => {
    for (const text of ['12.345', 'abc', '', ' 1.00', '-1.00', '+1', '01.00', '1e3', '.5', '1.'])
      expect(() => parseUsd(text), text).toThrow(RangeError);
  });

  it('reads a signed figure only where a loss is possible', () => {
    expect(parseSignedUsd('-2.05')).toBe(-205n);
    expect(parseSignedUsd('2.05')).toBe(205n);
    expect(() => parseSignedUsd('--2')).toThrow(RangeError);
  });

  it('writes cents back as a two-place amount, whatever integer type holds them', () => {
    expect(formatCents(12345n)).toBe('123.45');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(-5n)).toBe('-0.05');
    expect(formatCents(0n)).toBe('0.00');
    expect(formatCents(700)).toBe('7.00');
    expect(formatCents('8550')).toBe('85.50');
  });

  it('goes back and forth without change', () => {
    for (const text of ['0.00', '0.01', '85.50', '1234567.89']) expect(formatCents(parseUsd(text))).toBe(text);
  });

  it('multiplies a price by a whole quantity', () => {
    expect(formatCents(lineCents('85.10', 3))).toBe('255.30');
    expect(formatCents(lineCents('0.29', '100000'))).toBe('29000.00');
  });

  it('values an amount of INDEX with decimals exactly, rounding only the last cent', () => {
    expect(formatCents(lineCents('85.40', '2.93'))).toBe('250.22'); // 250.222
    expect(formatCents(lineCents('100.00', '0.000001'))).toBe('0.00');
    expect(formatCents(lineCents('100.00', '0.00005'))).toBe('0.01'); // half a cent rounds up
    expect(formatCents(timesAmount(-1000n, '2.5'))).toBe('-25.00');
    expect(formatCents(timesAmount(-1n, '0.5'))).toBe('-0.01');
    expect(() => lineCents('1.00', '0.0000001')).toThrow();
  });

  it('divides rounding half up, and a division by nothing is 0', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(7n, 0n)).toBe(0n);
  });

  it('gives a part of a whole as a percent with two places', () => {
    expect(percentOf(1n, 3n)).toBe('33.33');
    expect(percentOf(2n, 3n)).toBe('66.67');
    expect(percentOf(5n, 0n)).toBe('0.00');
  });
});

describe('what tokens are worth', () => {
  it('rounds to the nearest cent, one way for every figure shown', () => {
    // 0.25 INDEX at $102.23 is $25.5575: $25.56, in the balance and the deposit alike.
    expect(unitsValueCents(250_000n, 10_223n, 1_000_000n)).toBe(2_556n);
    // A swap's INDEX side a hair under the $595.00 given reads $595.00, not $594.99.
    expect(unitsValueCents(5_820_209n, 10_223n, 1_000_000n)).toBe(59_500n);
    // Whole art tokens are exact.
    expect(unitsValueCents(7n, 8_500n, 1n)).toBe(59_500n);
    expect(unitsValueCents(0n, 8_500n, 1n)).toBe(0n);
  });
});
