import { describe, expect, it } from 'vitest';
import { ROAD_MAP } from '@pinacoteca/contracts/constants';
import { isPassed, periodEnd, roadMapAsOf } from './road-map.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00`);
const passedKeys = (today: string) =>
  roadMapAsOf(ROAD_MAP, day(today))
    .filter((entry) => entry.passed)
    .map((entry) => entry.item.key);

describe('road map', () => {
  it('reads the last quarter of a period as SPEC writes it', () => {
    expect(periodEnd('1-2 Q 2021')).toEqual({ year: 2021, quarter: 2 });
    expect(periodEnd('3 Q 2021')).toEqual({ year: 2021, quarter: 3 });
    expect(() => periodEnd('Q3 2021')).toThrow(/Not a road-map period/);
    expect(() => periodEnd('5 Q 2021')).toThrow(/Not a road-map period/);
  });

  it('marks an item passed from the first day after its last quarter', () => {
    expect(isPassed('1-2 Q 2021', day('2021-06-30'))).toBe(false);
    expect(isPassed('1-2 Q 2021', day('2021-07-01'))).toBe(true);
    expect(isPassed('3-4 Q 2022', day('2022-12-31'))).toBe(false);
    expect(isPassed('3-4 Q 2022', day('2023-01-01'))).toBe(true);
  });

  it('shows SPEC’s first two items passed in the last quarter of 2021, as originally designed', () => {
    expect(passedKeys('2021-10-05')).toEqual(['buyout', 'launch']);
    const entries = roadMapAsOf(ROAD_MAP, day('2021-10-05'));
    expect(entries.filter((entry) => entry.next).map((entry) => entry.item.key)).toEqual(['index']);
  });

  it('calls no 2021–2022 item planned in November 2026', () => {
    const entries = roadMapAsOf(ROAD_MAP, day('2026-11-23'));
    expect(entries.every((entry) => entry.passed)).toBe(true);
    expect(entries.some((entry) => entry.next)).toBe(false);
  });

  it('keeps a running quarter planned and marks it as the next milestone', () => {
    expect(passedKeys('2022-05-10')).toEqual(['buyout', 'launch', 'index', 'hundred']);
    const next = roadMapAsOf(ROAD_MAP, day('2022-05-10')).find((entry) => entry.next);
    expect(next?.item.key).toBe('exhibitions');
  });
});
