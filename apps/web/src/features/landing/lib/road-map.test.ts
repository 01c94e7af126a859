import { describe, expect, it } from 'vitest';
import { ROAD_MAP } from '@pinacoteca/contracts/constants';
import { roadMapOf } from './road-map.ts';

describe('road map', () => {
  it('marks SPEC’s first two items passed and the third as next, whatever the date', () => {
    const entries = roadMapOf(ROAD_MAP);
    expect(entries.filter((e) => e.passed).map((e) => e.item.key)).toEqual(['buyout', 'launch']);
    expect(entries.filter((e) => e.next).map((e) => e.item.key)).toEqual(['index']);
  });

  it('has no next item once every item is passed', () => {
    const entries = roadMapOf([{ passed: true }, { passed: true }]);
    expect(entries.some((e) => e.next)).toBe(false);
  });
});
