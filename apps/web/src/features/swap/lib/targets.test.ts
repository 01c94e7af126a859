import { describe, expect, it } from 'vitest';
import { pickTarget, targetOpen } from './targets.ts';

const side = (id: string, available: bigint, price = '85.00', decimals = 0) => ({
  token: { id, current_price: price },
  decimals,
  available,
});

describe('choosing the token to receive', () => {
  const merchant = side('merchant', 19n);
  const drip = side('drip', 0n);
  const index = side('index', 500_000n, '102.23', 6); // half an INDEX: less than one whole token
  const rose = side('rose', 28_790n);
  const unpriced = side('unpriced', 100_000n, '0.00');

  it('cannot receive a token with none available, less than one whole token, or no price', () => {
    expect(targetOpen(drip)).toBe(false);
    expect(targetOpen(index)).toBe(false);
    expect(targetOpen(unpriced)).toBe(false);
    expect(targetOpen(rose)).toBe(true);
  });

  it('keeps the linked token when it can be received, and never picks a sold-out one', () => {
    const targets = [drip, index, merchant, rose, unpriced];
    expect(pickTarget(targets, 'merchant', 'rose')).toBe('rose');
    expect(pickTarget(targets, 'merchant', 'drip')).toBe('rose');
    expect(pickTarget(targets, 'merchant', null)).toBe('rose');
    expect(pickTarget(targets, 'rose', 'rose')).toBe('merchant');
    expect(pickTarget([drip, index], 'merchant', null)).toBe('');
  });
});
