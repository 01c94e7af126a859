import { describe, expect, it } from 'vitest';
import { dailyPrices, predictionGraph } from './history.ts';

describe('demo price history', () => {
  it("runs from the price a year ago to today's price", () => {
    const prices = dailyPrices(7000, 8500, 365, 42);
    expect(prices).toHaveLength(365);
    expect(prices[0]).toBe(7000);
    expect(prices.at(-1)).toBe(8500);
    expect(prices.every((p) => Number.isInteger(p) && p > 0)).toBe(true);
  });

  it('is the same for the same seed', () => {
    expect(dailyPrices(5000, 6000, 30, 7)).toEqual(dailyPrices(5000, 6000, 30, 7));
    expect(dailyPrices(5000, 6000, 30, 7)).not.toEqual(dailyPrices(5000, 6000, 30, 8));
  });

  it('forecasts twelve quarters of compound growth through today’s price', () => {
    const graph = predictionGraph(10_000, 10, new Date('2026-11-23T15:00:00Z'));
    expect(Object.keys(graph)).toHaveLength(12);
    // 38 days after today, a year and 38 days after: not a whole year's growth by 31 December.
    expect(graph['2026_4']).toBe(Math.round(10_000 * 1.1 ** (38 / 365.25)));
    expect(graph['2027_4']).toBe(Math.round(10_000 * 1.1 ** (403 / 365.25)));
    // Quarters already past sit below today's price, as the history that rose to it does.
    expect(graph['2026_3']! < 10_000).toBe(true);
    expect(graph['2028_1']! > graph['2027_4']!).toBe(true);
  });
});
