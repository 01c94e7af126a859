import { afterEach, describe, expect, it, vi } from 'vitest';
import { outageLog } from './worker.ts';

describe('the log of a watcher during an outage', () => {
  afterEach(() => vi.useRealTimers());

  it('says the first failure, then the same outage every ten minutes, then that it works again', () => {
    vi.useFakeTimers();
    const lines: [string, object, string][] = [];
    const log = {
      info: (data: object, message: string) => lines.push(['info', data, message]),
      error: (data: object, message: string) => lines.push(['error', data, message]),
    };
    const deposits = outageLog(log, 'looking for deposits');
    deposits.worked();
    expect(lines).toEqual([]);
    const down = new Error('connect ECONNREFUSED');
    for (let round = 0; round < 110; round += 1) {
      deposits.failed(down);
      vi.advanceTimersByTime(6_000);
    }
    // 110 rounds six seconds apart: said at the first and once ten minutes later, not 110 times.
    expect(lines.map(([level, data, message]) => [level, (data as { failures: number }).failures, message])).toEqual([
      ['error', 1, 'looking for deposits failed'],
      ['error', 101, 'looking for deposits failed'],
    ]);
    deposits.worked();
    expect(lines.at(-1)).toEqual(['info', { failures: 110 }, 'looking for deposits works again']);
    deposits.failed(down);
    expect(lines.at(-1)).toMatchObject(['error', { failures: 1 }, 'looking for deposits failed']);
  });
});
