import { describe, expect, it } from 'vitest';
import { quoteByGiven, quoteByReceived } from '@pinacoteca/contracts/tokens/swap';
import { parseUnits } from '@pinacoteca/contracts/units';
import { receiveField, receiveNote } from './receive-field.ts';

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

  it('keeps the text being typed until it settles', () => {
    const quote = typedReceive('5');
    expect(receiveField('5', quote, 6, 'en')).toBe('5');
    expect(receiveField('5,8', quote, 6, 'ru')).toBe('5,8');
  });

  it('says at once what a typed amount becomes, while the field still shows what was typed', () => {
    // The tester's case: "1" INDEX takes 2 YOUNG-MERCHANT, which buy 1.662916 INDEX.
    const quote = typedReceive('1');
    expect(quote.give).toBe(2n);
    expect(receiveNote(parseUnits('1', 6), quote)).toEqual({ asked: 1_000_000n, receive: 1_662_916n });
    expect(receiveNote(parseUnits('5', 6), typedReceive('5'))).toEqual({ asked: 5_000_000n, receive: 5_820_209n });
  });

  it('says nothing more when what is typed is exactly what is delivered, or nothing is typed', () => {
    const quote = quoteByGiven(painting, index, 7n, AVAILABLE);
    expect(receiveNote(5_820_209n, quote)).toBeNull();
    expect(receiveNote(null, quote)).toBeNull();
    expect(receiveNote(0n, quote)).toBeNull();
    expect(receiveNote(1_000_000n, null)).toBeNull();
    expect(receiveNote(1_000_000n, { give: 0n, receive: 0n, leftoverMicroCents: 0n })).toBeNull();
  });

  it('is empty with nothing to receive', () => {
    expect(receiveField(null, null, 6, 'en')).toBe('');
    expect(receiveField(null, { give: 0n, receive: 0n, leftoverMicroCents: 0n }, 6, 'en')).toBe('');
  });
});
