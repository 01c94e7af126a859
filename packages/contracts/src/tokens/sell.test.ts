import { describe, expect, it } from 'vitest';
import { formatCents } from '../money.ts';
import { paysLessThan, SellRequest, USDC_UNITS_PER_CENT } from './sell.ts';

const body = {
  token_id: '6f1c1bd5-54a4-4c2e-9d2f-1d1f3f0b2a11',
  amount: '2',
  payout_address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
};

describe('the price guard of a sale', () => {
  it('pays less than confirmed only below the figure, compared to the last USDC unit', () => {
    expect(paysLessThan(200n * 100n * USDC_UNITS_PER_CENT, '300.00')).toBe(true);
    expect(paysLessThan(300n * 100n * USDC_UNITS_PER_CENT, '300.00')).toBe(false);
    expect(paysLessThan(300n * 100n * USDC_UNITS_PER_CENT, '300')).toBe(false);
    expect(paysLessThan(30_000n * USDC_UNITS_PER_CENT - 1n, '300')).toBe(true);
    expect(paysLessThan(123_456n, '0.123456')).toBe(false);
    expect(paysLessThan(123_455n, '0.123456')).toBe(true);
  });

  it('lets the payout the page shows (whole cents as money) through at an unchanged price', () => {
    for (const cents of [1n, 99n, 30_000n, 123_456_789n]) {
      expect(paysLessThan(cents * USDC_UNITS_PER_CENT, formatCents(cents))).toBe(false);
      expect(paysLessThan((cents - 1n) * USDC_UNITS_PER_CENT, formatCents(cents))).toBe(true);
    }
  });

  it('takes an optional least payout, empty meaning none, written as amounts are', () => {
    expect(SellRequest.parse(body).min_payout).toBeUndefined();
    expect(SellRequest.parse({ ...body, min_payout: '' }).min_payout).toBeUndefined();
    expect(SellRequest.parse({ ...body, min_payout: null }).min_payout).toBeUndefined();
    expect(SellRequest.parse({ ...body, min_payout: ' 300.00 ' }).min_payout).toBe('300.00');
    expect(SellRequest.parse({ ...body, min_payout: '300,5' }).min_payout).toBe('300.5');
    const refused = (min_payout: unknown) =>
      SellRequest.safeParse({ ...body, min_payout }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(refused('much')).toEqual([['min_payout', 'invalid_format']]);
    expect(refused(300)).toEqual([['min_payout', 'invalid_format']]);
    expect(refused('-1')).toEqual([['min_payout', 'invalid_format']]);
    expect(refused('0.1234567')).toEqual([['min_payout', 'amount_decimals:6']]);
  });
});
