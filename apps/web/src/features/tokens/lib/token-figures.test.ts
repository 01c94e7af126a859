import { describe, expect, it } from 'vitest';
import {
  chartSeries,
  changePercent,
  horizonForecast,
  quarterEnd,
  quarterTicks,
  priceAxis,
  toCents,
} from './token-figures.ts';

const graph = {
  '2026_1': '100.00',
  '2026_2': '104.00',
  '2026_3': '108.00',
  '2026_4': '112.00',
  '2027_1': '116.00',
  '2027_2': '120.00',
  '2027_3': '124.00',
  '2027_4': '128.00',
  '2028_1': '132.00',
  '2028_2': '136.00',
  '2028_3': '140.00',
  '2028_4': '144.00',
};

describe('token figures', () => {
  it('reads wire amounts as whole cents', () => {
    expect(toCents('123.45')).toBe(12345);
    expect(toCents('0.00')).toBe(0);
    expect(toCents('7')).toBe(700);
  });

  it('gives no change against a zero base price', () => {
    expect(changePercent('0.00', '50.00')).toBeNull();
    expect(changePercent('50.00', '55.00')).toBeCloseTo(10);
  });

  it('takes this year’s four quarters for the current year', () => {
    const points = horizonForecast(graph, 'current_year', 2026);
    expect(points.map((p) => p.price)).toEqual(['100.00', '104.00', '108.00', '112.00']);
  });

  it('takes next year’s four quarters for the next year', () => {
    const points = horizonForecast(graph, 'next_year', 2026);
    expect(points.map((p) => `${p.year}_${p.quarter}`)).toEqual(['2027_1', '2027_2', '2027_3', '2027_4']);
  });

  it('takes the eight quarters of the next two years, in order', () => {
    const points = horizonForecast(graph, 'next_two_years', 2026);
    expect(points).toHaveLength(8);
    expect(points[0]).toMatchObject({ year: 2027, quarter: 1 });
    expect(points.at(-1)).toMatchObject({ year: 2028, quarter: 4, price: '144.00' });
  });

  it('places a quarter at its last day', () => {
    expect(new Date(quarterEnd({ year: 2027, quarter: 1 })).toISOString().slice(0, 10)).toBe('2027-03-31');
    expect(new Date(quarterEnd({ year: 2027, quarter: 4 })).toISOString().slice(0, 10)).toBe('2027-12-31');
  });

  it('starts the forecast at the latest price and drops quarters already over', () => {
    const history = [
      { date: '2026-11-14', price: '109.00' },
      { date: '2026-11-21', price: '110.00' },
    ];
    const series = chartSeries(history, horizonForecast(graph, 'current_year', 2026));
    expect(series).toHaveLength(3);
    expect(series[1]).toMatchObject({ history: 110, forecast: 110, kind: 'history' });
    expect(series[2]).toMatchObject({ forecast: 112, kind: 'forecast', price: '112.00' });
  });

  it('ticks at every quarter end inside the range', () => {
    const ticks = quarterTicks(Date.UTC(2026, 1, 10), Date.UTC(2026, 11, 31));
    expect(ticks.map((t) => new Date(t).toISOString().slice(0, 10))).toEqual([
      '2026-03-31',
      '2026-06-30',
      '2026-09-30',
      '2026-12-31',
    ]);
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
