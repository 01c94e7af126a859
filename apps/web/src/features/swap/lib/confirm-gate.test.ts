import { describe, expect, it } from 'vitest';
import { quoteByGiven } from '@pinacoteca/contracts/tokens/swap';
import { mayConfirm, summaryFigures } from './confirm-gate.ts';

// A painting at $85.00 given for INDEX at $102.23 (the tester's YOUNG-MERCHANT for INDEX).
const painting = { id: 'p', price: '85.00' };
const index = { id: 'i', price: '102.23' };
const quote = (give: bigint) =>
  quoteByGiven({ ...painting, decimals: 0 }, { ...index, decimals: 6 }, give, 875_000_000_000n);

describe('confirming a swap', () => {
  const seven = summaryFigures(painting, index, quote(7n), 7n);

  it('tells swaps apart by every figure the summary shows', () => {
    expect(summaryFigures(painting, index, quote(7n), 7n)).toBe(seven);
    expect(summaryFigures(painting, index, quote(8n), 8n)).not.toBe(seven);
    // The same swap with more typed than it needs says what is kept, so it is another summary.
    expect(summaryFigures(painting, index, quote(7n), 9n)).not.toBe(seven);
    expect(summaryFigures(painting, { ...index, price: '102.24' }, quote(7n), 7n)).not.toBe(seven);
    expect(summaryFigures(index, painting, quote(7n), 7n)).not.toBe(seven);
  });

  it('swaps what the summary showed before the press or Enter began', () => {
    expect(mayConfirm(seven, seven, seven)).toBe(true);
  });

  it('holds back an Enter typed in the received field before its summary was shown', () => {
    // Typing "1" there shows no summary until the field settles.
    expect(mayConfirm(seven, null, null)).toBe(false);
  });

  it('holds back a press whose start settled the received field and showed the summary', () => {
    expect(mayConfirm(seven, seven, null)).toBe(false);
  });

  it('holds back a confirm when the figures changed since the press began', () => {
    const eight = summaryFigures(painting, index, quote(8n), 8n);
    expect(mayConfirm(eight, eight, seven)).toBe(false);
    expect(mayConfirm(eight, seven, seven)).toBe(false);
  });

  it('takes a click with no press or key (assistive technology) on what is shown now', () => {
    expect(mayConfirm(seven, seven, undefined)).toBe(true);
    expect(mayConfirm(seven, null, undefined)).toBe(false);
    expect(mayConfirm(null, null, undefined)).toBe(false);
  });
});
