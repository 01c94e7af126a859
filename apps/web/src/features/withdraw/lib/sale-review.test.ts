import { describe, expect, it } from 'vitest';
import { stepAfterRefusal } from './sale-review.ts';

describe('where a refused sale goes back to', () => {
  it('is the form for what is put right there: the amount, a moved price, the token, the address', () => {
    expect(stepAfterRefusal({ amount: 'You hold 3 of this token' })).toBe('form');
    expect(stepAfterRefusal({ amount: 'At the current price this sale pays 80.00 USDC' })).toBe('form');
    expect(stepAfterRefusal({ token_id: 'This token has no price yet' })).toBe('form');
    expect(stepAfterRefusal({ payout_address: 'Not a saved address' })).toBe('form');
  });

  it('is the summary for a wrong code, typed again there just before confirming', () => {
    expect(stepAfterRefusal({ code: 'Wrong code' })).toBe('summary');
  });

  it('is the summary for a refusal naming no field, to try again or change from there', () => {
    expect(stepAfterRefusal({})).toBe('summary');
  });

  it('is the form when the code and the amount are both refused: the amount is put right first', () => {
    expect(stepAfterRefusal({ code: 'Wrong code', amount: 'You hold 3 of this token' })).toBe('form');
  });
});
