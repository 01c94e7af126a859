import { describe, expect, it } from 'vitest';
import { formatCents } from '@pinacoteca/contracts/money';
import { MAX_ORDER_QUANTITY } from '@pinacoteca/contracts/orders/order';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';
import {
  addItem,
  basketLines,
  basketQuantity,
  clampCount,
  maxCount,
  parseStoredBasket,
  removeItem,
  setCount,
  settleCount,
  typedCount,
  unusedTokens,
} from './basket.ts';

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

  it('offers the whole tokens of an INDEX amount with a fraction, and none of a fraction alone', () => {
    expect(maxCount({ available: '7.93' })).toBe(7);
    expect(isPurchasable({ current_price: '85.00', available: '0.5' })).toBe(false);
    expect(isPurchasable({ current_price: '85.00', available: '1.5' })).toBe(true);
  });

  it('takes a typed quantity as typed only when it is a whole number from 1 to the maximum', () => {
    expect(typedCount('7', 120)).toBe(7);
    expect(typedCount('05', 120)).toBe(5);
    expect(typedCount('007', 120)).toBe(7);
    expect(typedCount(' 12 ', 120)).toBe(12);
    for (const text of ['', '0', '2.5', '2,5', '-3', '1e3', 'abc', '121']) expect(typedCount(text, 120)).toBeNull();
  });

  it('brings a typed quantity into range only when the field is left, keeping the count for text that is no number', () => {
    expect(settleCount('2.5', 1, 120)).toBe(2);
    expect(settleCount('2,5', 1, 120)).toBe(2);
    expect(settleCount('05', 1, 120)).toBe(5);
    expect(settleCount('007', 1, 120)).toBe(7);
    expect(settleCount('0', 4, 120)).toBe(1);
    expect(settleCount('500', 4, 120)).toBe(120);
    expect(settleCount('99999999999999999999999', 4, 120)).toBe(120);
    expect(settleCount('', 4, 120)).toBe(4);
    expect(settleCount('abc', 4, 120)).toBe(4);
    expect(settleCount('-3', 4, 120)).toBe(4);
  });

  it('counts the tokens in the basket, not its lines', () => {
    expect(basketQuantity([{ count: 3 }, { count: 2 }])).toBe(5);
    expect(basketQuantity([])).toBe(0);
  });

  it('restores a basket the tab kept, and nothing from anything else', () => {
    const kept = [
      { tokenId: 'a', count: 3 },
      { tokenId: 'b', count: 1 },
    ];
    expect(parseStoredBasket(JSON.stringify(kept))).toEqual(kept);
    expect(parseStoredBasket(JSON.stringify([...kept, { tokenId: 'a', count: 9 }]))).toEqual(kept);
    expect(parseStoredBasket(null)).toEqual([]);
    expect(parseStoredBasket('not json')).toEqual([]);
    expect(parseStoredBasket(JSON.stringify({ tokenId: 'a', count: 1 }))).toEqual([]);
    expect(parseStoredBasket(JSON.stringify([{ tokenId: 'a', count: 2.5 }]))).toEqual([]);
    expect(parseStoredBasket(JSON.stringify([{ tokenId: 'a', count: 0 }]))).toEqual([]);
    expect(parseStoredBasket(JSON.stringify([{ tokenId: 'a', count: MAX_ORDER_QUANTITY + 1 }]))).toEqual([]);
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
    expect(lines.map((l) => formatCents(l.totalCents))).toEqual(['255.30', '100.00']);
    expect(formatCents(totalCents)).toBe('355.30');
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
    expect(formatCents(totalCents)).toBe('150.00');
    expect(unavailable.map((i) => i.tokenId)).toEqual(['d', 'gone']);
  });
});
