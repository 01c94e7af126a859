import { describe, expect, it } from 'vitest';
import { calendarTicks, forecastAtHorizon, forecastCurve, horizonEnd, type ForecastPoint } from './forecast.ts';

/**
 * A graph as the demo seed made it in January 2026 for a price of 100.00 and 16 % a year: each
 * quarter end compounds from the start of the year, so Q4 2026 is 116.00.
 */
function yearlyGrowthGraph(price: number, percent: number, firstYear: number): Record<string, string> {
  const graph: Record<string, string> = {};
  for (let y = 0; y < 3; y += 1)
    for (let q = 1; q <= 4; q += 1)
      graph[`${firstYear + y}_${q}`] = (price * (1 + percent / 100) ** ((y * 4 + q) / 4)).toFixed(2);
  return graph;
}

const graph = yearlyGrowthGraph(100, 16, 2026);
const today = '2026-11-23';
const price = (p: ForecastPoint | undefined) => Number(p?.price);
const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

describe('forecast curves anchored to today (decision 0028)', () => {
  it("start at today's price on today's date", () => {
    for (const horizon of ['current_year', 'next_year', 'next_two_years'] as const) {
      const curve = forecastCurve({ today, currentPrice: '102.23', graph }, horizon);
      expect(curve[0]).toEqual({ date: today, price: '102.23' });
    }
  });

  it('have only future points after today: quarters already past are history', () => {
    const curve = forecastCurve({ today, currentPrice: '102.23', graph }, 'next_two_years');
    expect(curve.slice(1).every((p) => p.date > today)).toBe(true);
    expect(curve.some((p) => p.date === '2026-09-30')).toBe(false);
  });

  it('do not promise a year of growth in the five weeks left of the year', () => {
    const end = forecastAtHorizon({ today, currentPrice: '100.00', graph }, 'current_year')!;
    expect(end.date).toBe('2026-12-31');
    // 38 days of a 16 % year, not the +16 % of reading Q4's figure as a price.
    expect(price(end)).toBeGreaterThan(101);
    expect(price(end)).toBeLessThan(102);
  });

  it("apply the forecast's growth rate to today's price", () => {
    // From 23 Nov 2026 to 31 Dec 2027 the graph grows by 1.16^(8/4 − (3 + 54/92)/4).
    const expected = 200 * 1.16 ** (2 - (3 + 54 / 92) / 4);
    const end = forecastAtHorizon({ today, currentPrice: '200.00', graph }, 'next_year')!;
    expect(end.date).toBe('2027-12-31');
    expect(Math.abs(price(end) - expected)).toBeLessThanOrEqual(0.01);
  });

  it('grow at one steady rate from today on when the forecast does, so history and forecast join without a kink', () => {
    const curve = forecastCurve({ today, currentPrice: '1000.00', graph }, 'next_two_years');
    const rates = curve.slice(1).map((p, i) => Math.log(price(p) / price(curve[i])) / days(curve[i]!.date, p.date));
    const yearly = Math.log(1.16) / 365.25;
    for (const rate of rates) expect(Math.abs(rate - yearly) / yearly).toBeLessThan(0.05);
  });

  it('end on the last day of each horizon, with a point at the end of every month before it', () => {
    expect(horizonEnd('current_year', today)).toBe('2026-12-31');
    expect(horizonEnd('next_year', today)).toBe('2027-12-31');
    expect(horizonEnd('next_two_years', today)).toBe('2028-12-31');
    const curve = forecastCurve({ today, currentPrice: '50.00', graph }, 'next_two_years');
    expect(curve.map((p) => p.date)).toEqual([
      today,
      '2026-11-30',
      '2026-12-31',
      ...[2027, 2028].flatMap((year) =>
        Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(year, m + 1, 0)).toISOString().slice(0, 10)),
      ),
    ]);
  });

  it('follow a falling forecast down', () => {
    const falling = yearlyGrowthGraph(100, -10, 2026);
    const curve = forecastCurve({ today, currentPrice: '80.00', graph: falling }, 'next_year');
    expect(price(curve.at(-1))).toBeLessThan(80);
    expect(curve.every((p, i) => i === 0 || price(p) <= price(curve[i - 1]))).toBe(true);
  });

  it('extend the first quarter’s rate back when today comes before the first quarter end', () => {
    const end = forecastAtHorizon({ today: '2026-01-10', currentPrice: '100.00', graph }, 'current_year')!;
    expect(end.date).toBe('2026-12-31');
    expect(Math.abs(price(end) - 100 * 1.16 ** ((365 - 9) / 365))).toBeLessThan(0.2);
  });

  it('stop at the graph’s last quarter, and say nothing past it', () => {
    const curve = forecastCurve({ today: '2027-11-23', currentPrice: '100.00', graph }, 'next_two_years');
    expect(curve.at(-1)?.date).toBe('2028-12-31');
    expect(forecastCurve({ today: '2029-02-01', currentPrice: '100.00', graph }, 'current_year')).toEqual([]);
  });

  it('are empty for a painting under attribution or without a forecast', () => {
    expect(forecastCurve({ today, currentPrice: '0.00', graph }, 'next_year')).toEqual([]);
    expect(forecastCurve({ today, currentPrice: '85.00', graph: {} }, 'next_year')).toEqual([]);
    expect(forecastAtHorizon({ today, currentPrice: '85.00', graph: { '2027_4': '90.00' } }, 'next_year')).toBeNull();
  });

  it("is today's price on the horizon's last day", () => {
    expect(forecastCurve({ today: '2026-12-31', currentPrice: '85.00', graph }, 'current_year')).toEqual([
      { date: '2026-12-31', price: '85.00' },
    ]);
  });
});

describe('calendar ticks of a time axis', () => {
  const label = (tick: ReturnType<typeof calendarTicks>[number]) =>
    tick.unit === 'month' ? `${tick.month}/${tick.year}` : `Q${tick.quarter} ${tick.year}`;

  it('give a year of daily history each month once', () => {
    const ticks = calendarTicks('2025-11-24', '2026-11-23');
    expect(ticks.map(label)).toEqual(['12/2025', ...Array.from({ length: 11 }, (_, m) => `${m + 1}/2026`)]);
    expect(ticks[0]?.date).toBe('2025-12-01');
    expect(new Set(ticks.map((t) => (t.unit === 'month' ? t.month : 0))).size).toBe(ticks.length);
  });

  it('give quarters once a range holds more than twelve months, up to the last quarter of the range', () => {
    const ticks = calendarTicks('2025-11-24', '2028-12-31');
    expect(ticks.map(label)).toEqual([
      'Q1 2026',
      'Q2 2026',
      'Q3 2026',
      'Q4 2026',
      'Q1 2027',
      'Q2 2027',
      'Q3 2027',
      'Q4 2027',
      'Q1 2028',
      'Q2 2028',
      'Q3 2028',
      'Q4 2028',
    ]);
    expect(ticks.at(-1)?.date).toBe('2028-10-01');
  });

  it('count a month that starts on the first day of the range', () => {
    expect(calendarTicks('2026-12-01', '2026-12-31').map(label)).toEqual(['12/2026']);
    expect(calendarTicks('2026-11-23', '2026-12-31').map(label)).toEqual(['12/2026']);
    expect(calendarTicks('2026-12-31', '2026-12-01')).toEqual([]);
  });
});
