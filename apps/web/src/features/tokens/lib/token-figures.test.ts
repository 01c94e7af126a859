import { describe, expect, it } from 'vitest';
import { forecastCurve } from '@pinacoteca/contracts/forecast';
import { chartSeries, plotted, priceAxis } from './token-figures.ts';

/** A graph made a year ago at 100.00 for +10 % a year: its quarters are above today's 102.00. */
const graph = Object.fromEntries(
  Array.from({ length: 12 }, (_, k) => [
    `${2026 + Math.floor(k / 4)}_${(k % 4) + 1}`,
    (100 * 1.1 ** ((k + 1) / 4)).toFixed(2),
  ]),
);

describe('token figures', () => {
  it('plots wire prices as dollars', () => {
    expect(plotted('123.45')).toBe(123.45);
    expect(plotted('0.00')).toBe(0);
    expect(plotted('7')).toBe(7);
  });

  it("joins history and forecast at today's closing price, with no past quarter in the forecast", () => {
    const history = [
      { date: '2026-11-16', price: '101.00' },
      { date: '2026-11-23', price: '102.00' },
    ];
    const curve = forecastCurve({ today: '2026-11-23', currentPrice: '102.00', graph }, 'current_year');
    const series = chartSeries(history, curve);
    expect(series.map((p) => new Date(p.time).toISOString().slice(0, 10))).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
      '2026-12-31',
    ]);
    expect(series[1]).toMatchObject({ history: 102, forecast: 102 });
    expect(series[0]?.forecast).toBeUndefined();
    // Five weeks of a 10 % year, not the 110.00 of Q4's figure.
    expect(series[3]!.forecast).toBeGreaterThan(102);
    expect(series[3]!.forecast).toBeLessThan(103.2);
  });
});

describe('price axis', () => {
  it('starts at the floor and ends at a round step above the highest price', () => {
    const axis = priceAxis([84, 102.23, 115.47], 50);
    expect(axis.domain[0]).toBe(50);
    expect(axis.ticks[0]).toBe(50);
    expect(axis.domain[1]).toBeGreaterThanOrEqual(115.47);
    expect(axis.ticks.length).toBeLessThanOrEqual(5);
  });

  it('goes below the floor only when a price does', () => {
    const axis = priceAxis([49.1, 54], 50);
    expect(axis.domain[0]).toBeLessThanOrEqual(49.1);
    expect(axis.domain[1]).toBeGreaterThanOrEqual(54);
  });
});
