import { describe, expect, it } from 'vitest';
import { DATA_RELOAD_INTERVAL_MS } from '@pinacoteca/contracts/constants';
import { reloadIntervalFrom } from './reload-interval.ts';

describe('data reload periods from configuration', () => {
  it('uses the default when nothing is configured', () => {
    expect(reloadIntervalFrom(undefined, DATA_RELOAD_INTERVAL_MS)).toBe(DATA_RELOAD_INTERVAL_MS);
    expect(reloadIntervalFrom('', 30_000)).toBe(30_000);
  });

  it('takes a configured whole number of milliseconds', () => {
    expect(reloadIntervalFrom('15000', DATA_RELOAD_INTERVAL_MS)).toBe(15_000);
  });

  it('keeps the default for values that are not a sane period', () => {
    for (const value of ['soon', '-5', '1.5', '10']) {
      expect(reloadIntervalFrom(value, DATA_RELOAD_INTERVAL_MS)).toBe(DATA_RELOAD_INTERVAL_MS);
    }
  });
});
