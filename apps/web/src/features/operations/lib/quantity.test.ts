import { describe, expect, it } from 'vitest';
import { totalQuantity } from './quantity.ts';

const line = (quantity: string) => ({
  token_id: '00000000-0000-4000-8000-000000000000',
  quantity,
  total_amount: '1.00',
});

describe('tokens in an operation', () => {
  it('adds whole purchase lines', () => {
    expect(totalQuantity({ items: [line('3'), line('100000')] })).toBe('100003');
    expect(totalQuantity({ items: [] })).toBe('0');
  });

  it('keeps the fraction of a referral bonus in INDEX', () => {
    expect(totalQuantity({ items: [line('2.93')] })).toBe('2.93');
    expect(totalQuantity({ items: [line('0.000001'), line('1.999999')] })).toBe('2');
  });
});
