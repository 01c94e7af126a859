import { describe, expect, it } from 'vitest';
import { parseUsd } from '../money.ts';
import { refundNeedsApproval } from './refund-rules.ts';

describe('whether a refund asked for waits for a second operator', () => {
  it('takes a refund at or below the threshold at once', () => {
    expect(refundNeedsApproval(parseUsd('999.99'), parseUsd('1000.00'), false)).toBe(false);
    expect(refundNeedsApproval(parseUsd('1000'), parseUsd('1000.00'), false)).toBe(false);
  });

  it('sends a refund above the threshold to a second operator, a cent above too', () => {
    expect(refundNeedsApproval(parseUsd('1000.01'), parseUsd('1000'), false)).toBe(true);
    expect(refundNeedsApproval(parseUsd('2550.00'), parseUsd('1000.00'), false)).toBe(true);
  });

  it('sends the operator’s own order to a second operator whatever its size', () => {
    expect(refundNeedsApproval(parseUsd('12.00'), parseUsd('1000.00'), true)).toBe(true);
  });
});
