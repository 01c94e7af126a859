import { describe, expect, it } from 'vitest';
import { backoffMs } from './mail-outbox.ts';

describe('mail retry backoff', () => {
  it('doubles from 30 seconds and stops growing at four hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(4 * 60 * 60 * 1000);
  });
});
