import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_SECONDS, backoffSeconds } from './sign-in-guard.ts';

describe('backoffSeconds', () => {
  it('lets an address try freely until its failures reach the threshold', () => {
    expect(backoffSeconds(0, 3)).toBe(0);
    expect(backoffSeconds(2, 3)).toBe(0);
  });

  it('then doubles the wait from 2 seconds, up to 15 minutes', () => {
    expect([3, 4, 5, 6].map((n) => backoffSeconds(n, 3))).toEqual([2, 4, 8, 16]);
    expect(backoffSeconds(12, 3)).toBe(MAX_BACKOFF_SECONDS);
    expect(backoffSeconds(100, 3)).toBe(15 * 60);
  });
});
