import { describe, expect, it } from 'vitest';
import { MAX_ORDER_QUANTITY } from '@pinacoteca/contracts/orders/order';
import { fromCents } from '../../../shared/lib/money.ts';
import { addItem, basketLines, clampCount, maxCount, removeItem, setCount, unusedTokens } from './basket.ts';

const token = (id: string, current_price: string, available: string) => ({ id, current_price, available });
const TOKENS = [
  token('a', '85.10', '120'),
  token('b', '50.00', '3'),
  token('c', '0.00', '100000'), // under attribution
  token('d', '99.99', '0'), // sold out
];

describe('basket rules (SPEC §5)', () => {
  it('adds a token with a count of 1, and never the same token twice', () => {
    const once = addItem([], 'a');
    expect(once).toEqual([{ tokenId: 'a', count: 1 }]);
    expect(addItem(once, 'a')).toEqual(once);
    expect(addItem(once, 'b')).toEqual([
      { tokenId: 'a', count: 1 },
      { tokenId: 'b', count: 1 },
    ]);
  });

  it('keeps quantities whole, at least 1 and at most what is available', () => {
    expect(clampCount(0, 3)).toBe(1);
    expect(clampCount(-4, 3)).toBe(1);
    expect(clampCount(2.7, 3)).toBe(2);
    expect(clampCount(4, 3)).toBe(3);
    expect(clampCount(Number.NaN, 3)).toBe(1);
    expect(setCount([{ tokenId: 'b', count: 1 }], 'b', 9, 3)).toEqual([{ tokenId: 'b', count: 3 }]);
  });

  it('caps one line at the contract maximum even when more is available', () => {
    expect(maxCount({ available: '1000000' })).toBe(MAX_ORDER_QUANTITY);
    expect(maxCount({ available: '7' })).toBe(7);
  });

  it('removes an item', () => {
    expect(removeItem(addItem(addItem([], 'a'), 'b'), 'a')).toEqual([{ tokenId: 'b', count: 1 }]);
  });

  it('offers to add only purchasable tokens that are not in the basket yet', () => {
    expect(unusedTokens(TOKENS, []).map((t) => t.id)).toEqual(['a', 'b']);
    expect(unusedTokens(TOKENS, [{ tokenId: 'a', count: 1 }]).map((t) => t.id)).toEqual(['b']);
    expect(
      unusedTokens(TOKENS, [
        { tokenId: 'a', count: 1 },
        { tokenId: 'b', count: 1 },
      ]),
    ).toEqual([]);
  });

  it('totals quantity × current price in whole cents', () => {
    const { lines, totalCents } = basketLines(
      [
        { tokenId: 'a', count: 3 },
        { tokenId: 'b', count: 2 },
      ],
      TOKENS,
    );
    expect(lines.map((l) => fromCents(l.totalCents))).toEqual(['255.30', '100.00']);
    expect(fromCents(totalCents)).toBe('355.30');
  });

  it('clamps a line to what is available now and sets apart tokens that can no longer be bought', () => {
    const { lines, unavailable, totalCents } = basketLines(
      [
        { tokenId: 'b', count: 10 },
        { tokenId: 'd', count: 1 },
        { tokenId: 'gone', count: 1 },
      ],
      TOKENS,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.count).toBe(3);
    expect(fromCents(totalCents)).toBe('150.00');
    expect(unavailable.map((i) => i.tokenId)).toEqual(['d', 'gone']);
  });
});
