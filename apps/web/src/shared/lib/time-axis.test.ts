import { describe, expect, it } from 'vitest';
import { calendarTicks } from '@pinacoteca/contracts/forecast';
import { dayTime, thinEvenly, thinTicks, todayFirst } from './time-axis.ts';

const label = (tick: ReturnType<typeof calendarTicks>[number]) =>
  tick.unit === 'month' ? `${tick.month}/${tick.year}` : `Q${tick.quarter} ${tick.year}`;

describe('thinning the ticks of a narrow chart', () => {
  const twoYears = calendarTicks('2025-11-24', '2028-12-31');

  it('keeps every quarter when there is room, Q3 and Q4 2028 included', () => {
    expect(thinTicks(twoYears, 12).map(label)).toContain('Q3 2028');
    expect(thinTicks(twoYears, 12)).toHaveLength(12);
  });

  it('keeps the last quarter and the same quarter of each year when there is not', () => {
    expect(thinTicks(twoYears, 5).map(label)).toEqual(['Q4 2026', 'Q4 2027', 'Q4 2028']);
    expect(thinTicks(twoYears, 6).map(label)).toEqual([
      'Q2 2026',
      'Q4 2026',
      'Q2 2027',
      'Q4 2027',
      'Q2 2028',
      'Q4 2028',
    ]);
  });

  it('spaces months by two, three or six, ending at the last', () => {
    const year = calendarTicks('2025-11-24', '2026-11-23');
    expect(thinTicks(year, 5).map(label)).toEqual(['2/2026', '5/2026', '8/2026', '11/2026']);
    expect(new Set(thinTicks(year, 5).map(label)).size).toBe(4);
  });

  it('thins any list the same way', () => {
    expect(thinEvenly([1, 2, 3, 4, 5, 6, 7], 4, [1, 2, 7])).toEqual([1, 3, 5, 7]);
  });
});

describe('an axis that opens on today', () => {
  const today = { time: dayTime('2026-11-27'), label: 'today' };
  const december = { time: dayTime('2026-12-01'), label: 'Dec' };
  const span = dayTime('2026-12-31') - today.time;

  it('keeps today on a phone, where December begins too close to it for both labels', () => {
    // A 390 px phone fits about three labels across the rest of this year.
    expect(todayFirst(today, [december], span, 3).map((tick) => tick.label)).toEqual(['today']);
  });

  it('shows both where there is room', () => {
    expect(todayFirst(today, [december], span, 10).map((tick) => tick.label)).toEqual(['today', 'Dec']);
  });

  it('gives way only with the periods too close to today', () => {
    const quarters = ['2027-01-01', '2027-04-01', '2027-07-01', '2027-10-01'].map((date) => ({
      time: dayTime(date),
      label: date,
    }));
    const year = dayTime('2027-12-31') - today.time;
    expect(todayFirst(today, quarters, year, 5).map((tick) => tick.label)).toEqual([
      'today',
      '2027-04-01',
      '2027-07-01',
      '2027-10-01',
    ]);
  });
});
