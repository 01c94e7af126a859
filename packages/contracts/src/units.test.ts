import { describe, expect, it } from 'vitest';
import { TokenAmount } from './common.ts';
import { INDEX_TOKEN_DECIMALS } from './constants.ts';
import {
  formatMoneyUnits,
  formatUnits,
  parseUnits,
  pointDecimal,
  typedWireUnits,
  wholeTokens,
  wholeTokensOf,
} from './units.ts';

describe('token amounts between base units and decimal strings', () => {
  it('reads a decimal string into base units exactly', () => {
    expect(parseUnits('2.93', 6)).toBe(2_930_000n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('874994', 6)).toBe(874_994_000_000n);
    expect(parseUnits('12.34', 6)).toBe(12_340_000n);
    expect(parseUnits('5', 0)).toBe(5n);
    // Beyond 2^53, where a float would already be off.
    expect(parseUnits('9007199254.740993', 6)).toBe(9_007_199_254_740_993n);
  });

  it('writes base units as the shortest decimal string', () => {
    expect(formatUnits(2_930_000n, 6)).toBe('2.93');
    expect(formatUnits(7_000_000n, 6)).toBe('7');
    expect(formatUnits(1n, 6)).toBe('0.000001');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(formatUnits(5n, 0)).toBe('5');
    expect(formatUnits(9_007_199_254_740_993n, 6)).toBe('9007199254.740993');
  });

  it('writes stablecoin units as money: two places at least, finer ones only when not zero', () => {
    expect(formatMoneyUnits(54_000_000n, 6)).toBe('54.00');
    expect(formatMoneyUnits(102_200_000n, 6)).toBe('102.20');
    expect(formatMoneyUnits(123_456n, 6)).toBe('0.123456');
    expect(formatMoneyUnits(10_000n, 6)).toBe('0.01');
    expect(formatMoneyUnits(1_234_500n, 6)).toBe('1.2345');
    expect(formatMoneyUnits(0n, 6)).toBe('0.00');
    expect(() => formatMoneyUnits(5n, 0)).toThrow(RangeError);
  });

  it('gives back what it read, for every spelling it accepts', () => {
    for (const amount of ['0', '1', '0.5', '2.93', '100000', '874994.000001', '999999.999999']) {
      expect(formatUnits(parseUnits(amount, INDEX_TOKEN_DECIMALS), INDEX_TOKEN_DECIMALS)).toBe(amount);
    }
  });

  it('refuses more places than the token has, and anything that is not a plain decimal', () => {
    expect(() => parseUnits('0.0000001', 6)).toThrow(RangeError);
    expect(() => parseUnits('2.5', 0)).toThrow(RangeError);
    for (const bad of ['', '-1', '1e3', '.5', '1.', '01', ' 1', '1,5', 'NaN']) {
      expect(() => parseUnits(bad, 6), bad).toThrow(RangeError);
    }
    expect(() => formatUnits(-1n, 6)).toThrow(RangeError);
  });

  it('counts the whole tokens in an amount, rounding down', () => {
    expect(wholeTokens(874_994_930_000n, 6)).toBe(874_994n);
    expect(wholeTokens(999_999n, 6)).toBe(0n);
    expect(wholeTokens(5n, 0)).toBe(5n);
    expect(wholeTokensOf('874994.93')).toBe(874_994n);
    expect(wholeTokensOf('100000')).toBe(100_000n);
    expect(wholeTokensOf('0.999999')).toBe(0n);
  });
});

describe('TokenAmount on the wire', () => {
  it('takes whole amounts and up to six decimals without trailing zeros', () => {
    for (const ok of ['0', '5', '874994', '2.93', '0.000001', '874994.999999']) {
      expect(TokenAmount.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['', '2.930', '0.0000001', '2.', '.5', '05', '-1', '1e3', '2,93']) {
      expect(TokenAmount.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('typed amounts', () => {
  it('reads one decimal comma as the point, and nothing else differently', () => {
    expect(pointDecimal('5,5')).toBe('5.5');
    expect(pointDecimal(' 8,511249 ')).toBe('8.511249');
    expect(pointDecimal('2.5')).toBe('2.5');
    // No thousands separators or spaces: these stay as typed, and so malformed.
    for (const text of ['1,234.5', '1.234,5', '1 000', '1,2,3', ',5', '5,'])
      expect(pointDecimal(text), text).toBe(text);
  });

  it('reads typed text at six places (or the token’s own, when more), saying too many places apart', () => {
    expect(typedWireUnits('5,5', 0)).toEqual({ exact: 5_500_000n, wire: 6 });
    expect(typedWireUnits(' 1.0 ', 6)).toEqual({ exact: 1_000_000n, wire: 6 });
    expect(typedWireUnits('1.5', 9)).toEqual({ exact: 1_500_000_000n, wire: 9 });
    expect(typedWireUnits('1.1234567', 6)).toBe('places');
    expect(typedWireUnits('0,0000001', 0)).toBe('places');
    for (const text of ['', 'one', '1e3', '-1', '01', '1,234.5'])
      expect(typedWireUnits(text, 6), text).toBe('invalid_format');
  });
});
