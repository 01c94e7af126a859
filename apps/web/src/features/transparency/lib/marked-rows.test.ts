import { describe, expect, it } from 'vitest';
import { markedRows } from './marked-rows.ts';

const rows = [
  { token_id: 'a', reconciled: true },
  { token_id: 'b', reconciled: false },
  { token_id: 'c', reconciled: null },
  { token_id: 'd', reconciled: false },
];
const marked = (query: string) => {
  const { inView, isMarked } = markedRows(rows, new URLSearchParams(query));
  return { inView, marked: rows.filter(isMarked).map((row) => row.token_id) };
};

describe('the rows of the proof a link asks for', () => {
  it('marks the token a painting page names, and only it', () => {
    expect(marked('token=a')).toEqual({ inView: 'a', marked: ['a'] });
  });

  it('marks every token that disagrees for the console, the first in view; not those never checked', () => {
    expect(marked('disagreeing')).toEqual({ inView: 'b', marked: ['b', 'd'] });
  });

  it('marks nothing when nothing is asked, or nothing disagrees', () => {
    expect(marked('')).toEqual({ inView: null, marked: [] });
    const { inView, isMarked } = markedRows([rows[0]!], new URLSearchParams('disagreeing'));
    expect(inView).toBeNull();
    expect(isMarked(rows[0]!)).toBe(false);
  });
});
