import { describe, expect, it } from 'vitest';
import { quoteByGiven, quoteByReceived } from '@pinacoteca/contracts/tokens/swap';
import { parseUnits } from '@pinacoteca/contracts/units';
import { receiveField, receiveSettled } from './receive-field.ts';

// A painting at $85.00 given for INDEX at $102.23 (the tester's YOUNG-MERCHANT for INDEX).
const painting = { price: '85.00', decimals: 0 };
const index = { price: '102.23', decimals: 6 };
const AVAILABLE = 875_000_000_000n;

/** What the page does with a typed received amount: the least given that delivers it, and its quote. */
function typedReceive(text: string) {
  const asked = quoteByReceived(painting, index, parseUnits(text, 6), 19n);
  return quoteByGiven(painting, index, asked.give, AVAILABLE);
}

describe('the received field of a swap', () => {
  it('settles on what the given amount really delivers, not on what was typed', () => {
    const quote = typedReceive('5');
    expect(quote.give).toBe(7n);
    expect(receiveField(null, quote, 6, 'en')).toBe('5.820209');
    // As the Russian page types amounts, so the person can edit it as they would type it.
    expect(receiveField(null, quote, 6, 'ru')).toBe('5,820209');
    // 2.5 takes 4 of the painting, which buy more than 2.5.
    expect(typedReceive('2.5').give).toBe(4n);
    expect(receiveField(null, typedReceive('2.5'), 6, 'en')).toBe('3.325833');
  });

  it('keeps the text being typed until it settles, and the summary waits for it', () => {
    const quote = typedReceive('5');
    expect(receiveField('5', quote, 6, 'en')).toBe('5');
    expect(receiveSettled('5', quote, 6)).toBe(false);
    expect(receiveSettled(null, quote, 6)).toBe(true);
  });

  it('counts a typed amount the swap delivers exactly as settled', () => {
    const quote = quoteByGiven(painting, index, 7n, AVAILABLE);
    expect(receiveSettled('5.820209', quote, 6)).toBe(true);
    expect(receiveSettled(' 5.820209 ', quote, 6)).toBe(true);
    // Typed with a decimal comma, as the Russian page writes amounts.
    expect(receiveSettled('5,820209', quote, 6)).toBe(true);
    expect(receiveSettled('5.8', quote, 6)).toBe(false);
    expect(receiveSettled('five', quote, 6)).toBe(false);
    expect(receiveSettled('5', null, 6)).toBe(false);
  });

  it('is empty with nothing to receive', () => {
    expect(receiveField(null, null, 6, 'en')).toBe('');
    expect(receiveField(null, { give: 0n, receive: 0n, leftoverMicroCents: 0n }, 6, 'en')).toBe('');
  });
});
