import { describe, expect, it } from 'vitest';
import { centsToPrice, isUnderAttribution, priceCents, priceChangePercent } from './token-rules.ts';

describe('price change in percent', () => {
  it('is rounded once, half away from zero, to two places', () => {
    expect(priceChangePercent('84.13', '102.23')).toBe('21.51');
    expect(priceChangePercent('70.00', '85.00')).toBe('21.43');
    // 1/8 % = 0.125 → 0.13, and −0.125 → −0.13: the same rounding either way.
    expect(priceChangePercent('800.00', '801.00')).toBe('0.13');
    expect(priceChangePercent('800.00', '799.00')).toBe('-0.13');
    expect(priceChangePercent('100.00', '96.90')).toBe('-3.10');
  });

  it('is zero without a sign when the price has not moved, or moved by less than half a basis point', () => {
    expect(priceChangePercent('85.00', '85.00')).toBe('0.00');
    expect(priceChangePercent('300000.00', '299999.99')).toBe('0.00');
  });

  it('has nothing to compare with when the base price is 0', () => {
    expect(priceChangePercent('0.00', '85.00')).toBeNull();
  });

  it('reads prices with one or no decimal places and refuses anything else', () => {
    expect(priceChangePercent('50', '75.5')).toBe('51.00');
    expect(() => priceChangePercent('abc', '1.00')).toThrow(RangeError);
  });
});

describe('prices', () => {
  it('go to cents and back', () => {
    expect(priceCents('85.5')).toBe(8550n);
    expect(centsToPrice(8550n)).toBe('85.50');
    expect(centsToPrice(-5n)).toBe('-0.05');
  });

  it('mark a painting with a price of 0 as under attribution', () => {
    expect(isUnderAttribution({ current_price: '0.00' })).toBe(true);
    expect(isUnderAttribution({ current_price: '0.01' })).toBe(false);
  });
});
