import { describe, expect, it } from 'vitest';
import {
  historyChangePercent,
  indexPrice,
  isPurchasable,
  isUnderAttribution,
  priceChangePercent,
} from './token-rules.ts';

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

describe('price change over a history', () => {
  it('runs from the first closing price to the last', () => {
    const history = [{ price: '84.13' }, { price: '90.00' }, { price: '102.23' }];
    expect(historyChangePercent(history)).toBe('21.51');
  });

  it('is null without a history, or from a price of 0', () => {
    expect(historyChangePercent([])).toBeNull();
    expect(historyChangePercent([{ price: '0.00' }, { price: '5.00' }])).toBeNull();
  });
});

describe('tokens on sale', () => {
  it('mark a painting with a price of 0 as under attribution', () => {
    expect(isUnderAttribution({ current_price: '0.00' })).toBe(true);
    expect(isUnderAttribution({ current_price: '0.01' })).toBe(false);
  });

  it('can be bought while they have a price and at least one whole token remains', () => {
    expect(isPurchasable({ current_price: '85.00', available: '1' })).toBe(true);
    expect(isPurchasable({ current_price: '85.00', available: '874994.93' })).toBe(true);
    expect(isPurchasable({ current_price: '85.00', available: '0' })).toBe(false);
    // A fraction of INDEX left by referral bonuses cannot be ordered: orders buy whole tokens.
    expect(isPurchasable({ current_price: '85.00', available: '0.93' })).toBe(false);
    expect(isPurchasable({ current_price: '0.00', available: '100000' })).toBe(false);
  });
});

describe('INDEX price', () => {
  it('weighs each attributed price by its emission, rounded half up to the cent', () => {
    const tokens = [
      { value: 8500n, emission: 100_000n },
      { value: 10_223n, emission: 300_000n },
    ];
    // (850 000 000 + 3 066 900 000) / 400 000 = 9791.75 → 9792
    expect(indexPrice(tokens)).toBe(9792n);
    expect(
      indexPrice([
        { value: 1n, emission: 2n },
        { value: 2n, emission: 2n },
      ]),
    ).toBe(2n); // 1.5 → 2
  });

  it('is 0 while nothing is attributed', () => {
    expect(indexPrice([])).toBe(0n);
  });
});
