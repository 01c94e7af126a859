import { describe, expect, it } from 'vitest';
import { salePayoutCents } from './payout.ts';

const holding = (held: bigint, price: string, decimals = 0) => ({
  token: { current_price: price },
  decimals,
  held,
});

describe('what a sale pays', () => {
  it('is the amount at the current price', () => {
    expect(salePayoutCents(holding(10n, '85.00'), 2n)).toBe(17_000n);
    expect(salePayoutCents(holding(10n, '85.00'), 10n)).toBe(85_000n);
    // 1.5 INDEX at $102.23
    expect(salePayoutCents(holding(5_000_000n, '102.23', 6), 1_500_000n)).toBe(15_334n);
  });

  it('is nothing for more than is held: the field refuses that amount', () => {
    expect(salePayoutCents(holding(10n, '85.00'), 11n)).toBeNull();
  });

  it('is nothing for no amount, or one too small to pay a cent', () => {
    expect(salePayoutCents(holding(10n, '85.00'), null)).toBeNull();
    expect(salePayoutCents(holding(10n, '85.00'), 0n)).toBeNull();
    expect(salePayoutCents(holding(5_000_000n, '102.23', 6), 1n)).toBeNull();
  });
});
