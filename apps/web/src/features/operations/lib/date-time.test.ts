import { describe, expect, it } from 'vitest';
import { dateAndTime, unbreakable } from './date-time.ts';

describe('a moment in a narrow place', () => {
  it('parts the date from the time at the last comma, in both languages', () => {
    expect(dateAndTime('Nov 28, 2026, 06:53')).toEqual({ date: 'Nov 28, 2026', time: '06:53' });
    expect(dateAndTime('28 нояб. 2026 г., 06:53')).toEqual({ date: '28 нояб. 2026 г.', time: '06:53' });
    expect(dateAndTime('28 нояб. 2026 г.')).toEqual({ date: '28 нояб. 2026 г.', time: '' });
  });

  it('keeps a moment on one line', () => {
    expect(unbreakable('28 нояб. 2026 г., 06:53')).toBe('28\u00a0нояб.\u00a02026\u00a0г.,\u00a006:53');
  });
});
