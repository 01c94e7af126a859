import { describe, expect, it } from 'vitest';
import { DATA_RELOAD_INTERVAL_MS } from '@pinacoteca/contracts/constants';
import { reloadIntervalFrom } from './reload-interval.ts';

describe('data reload interval from configuration', () => {
  it('uses the default when nothing is configured', () => {
    expect(reloadIntervalFrom(undefined)).toBe(DATA_RELOAD_INTERVAL_MS);
    expect(reloadIntervalFrom('')).toBe(DATA_RELOAD_INTERVAL_MS);
  });

  it('takes a configured whole number of milliseconds', () => {
    expect(reloadIntervalFrom('15000')).toBe(15_000);
  });

  it('keeps the default for values that are not a sane period', () => {
    expect(reloadIntervalFrom('soon')).toBe(DATA_RELOAD_INTERVAL_MS);
    expect(reloadIntervalFrom('-5')).toBe(DATA_RELOAD_INTERVAL_MS);
    expect(reloadIntervalFrom('1.5')).toBe(DATA_RELOAD_INTERVAL_MS);
    expect(reloadIntervalFrom('10')).toBe(DATA_RELOAD_INTERVAL_MS);
  });
});
