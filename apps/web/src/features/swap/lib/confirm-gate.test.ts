import { describe, expect, it } from 'vitest';
import { quoteByGiven } from '@pinacoteca/contracts/tokens/swap';
import { CONFIRM_PAUSE_MS, confirmStep, reviewing, summaryFigures } from './confirm-gate.ts';

// A painting at $85.00 given for INDEX at $102.23 (the tester's YOUNG-MERCHANT for INDEX).
const painting = { id: 'p', price: '85.00' };
const index = { id: 'i', price: '102.23' };
const quote = (give: bigint) =>
  quoteByGiven({ ...painting, decimals: 0 }, { ...index, decimals: 6 }, give, 875_000_000_000n);

describe('confirming a swap', () => {
  const seven = summaryFigures(painting, index, quote(7n), 7n);
  const eight = summaryFigures(painting, index, quote(8n), 8n);
  const T = 1_000_000;

  it('tells swaps apart by every figure the summary shows', () => {
    expect(summaryFigures(painting, index, quote(7n), 7n)).toBe(seven);
    expect(eight).not.toBe(seven);
    // The same swap with more typed than it needs says what is kept, so it is another summary.
    expect(summaryFigures(painting, index, quote(7n), 9n)).not.toBe(seven);
    expect(summaryFigures(painting, { ...index, price: '102.24' }, quote(7n), 7n)).not.toBe(seven);
    expect(summaryFigures(index, painting, quote(7n), 7n)).not.toBe(seven);
  });

  it('never swaps on the first press: it puts the figures up for confirming', () => {
    expect(confirmStep(seven, null, T)).toBe('review');
    expect(reviewing(seven, null)).toBe(false);
    expect(reviewing(seven, { figures: seven, since: T })).toBe(true);
    expect(reviewing(null, { figures: seven, since: T })).toBe(false);
  });

  it('takes no confirm from the second click of the same double-click', () => {
    const review = { figures: seven, since: T };
    expect(confirmStep(seven, review, T)).toBe('wait');
    expect(confirmStep(seven, review, T + 120)).toBe('wait');
    expect(confirmStep(seven, review, T + CONFIRM_PAUSE_MS - 1)).toBe('wait');
    expect(CONFIRM_PAUSE_MS).toBeGreaterThanOrEqual(400);
  });

  it('swaps on a press after the pause, on exactly the figures put up', () => {
    const review = { figures: seven, since: T };
    expect(confirmStep(seven, review, T + CONFIRM_PAUSE_MS)).toBe('swap');
    expect(confirmStep(seven, review, T + 60_000)).toBe('swap');
  });

  it('puts figures up anew when they changed since (typed again, prices moved)', () => {
    const review = { figures: seven, since: T };
    expect(confirmStep(eight, review, T + 60_000)).toBe('review');
    expect(reviewing(eight, review)).toBe(false);
    const moved = summaryFigures(painting, { ...index, price: '102.24' }, quote(7n), 7n);
    expect(confirmStep(moved, review, T + 60_000)).toBe('review');
  });
});
