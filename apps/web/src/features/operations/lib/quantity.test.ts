import { describe, expect, it } from 'vitest';
import { quantities } from './quantity.ts';

const PAINTING = '00000000-0000-4000-8000-000000000000';
const INDEX = '00000000-0000-4000-8000-000000000001';
const line = (quantity: string, token_id = PAINTING) => ({ token_id, quantity, total_amount: '1.00' });

describe('tokens in an operation', () => {
  it('adds the lines of one token', () => {
    expect(quantities({ items: [line('3'), line('100000')] })).toEqual(['100003']);
    expect(quantities({ items: [] })).toEqual(['0']);
  });

  it('keeps the fraction of a referral bonus in INDEX', () => {
    expect(quantities({ items: [line('2.93', INDEX)] })).toEqual(['2.93']);
    expect(quantities({ items: [line('0.000001', INDEX), line('1.999999', INDEX)] })).toEqual(['2']);
  });

  it('never adds tokens of different kinds: one figure per token, in the order of the lines', () => {
    expect(quantities({ items: [line('10'), line('5', INDEX)] })).toEqual(['10', '5']);
  });

  it('gives a swap two figures, what it gave and what it received', () => {
    expect(quantities({ items: [line('3'), line('2.5', INDEX)] })).toEqual(['3', '2.5']);
  });
});
