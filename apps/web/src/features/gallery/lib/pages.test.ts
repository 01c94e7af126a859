import { describe, expect, it } from 'vitest';
import { mergePages } from './pages.ts';

const item = (id: string) => ({ id });

describe('mergePages', () => {
  it('joins the pages in the order they were loaded', () => {
    expect(mergePages([{ items: [item('a'), item('b')] }, { items: [item('c')] }])).toEqual([
      item('a'),
      item('b'),
      item('c'),
    ]);
  });

  it('shows a painting that comes back on a later page once, where it was first seen', () => {
    const pages = [{ items: [item('a'), item('b')] }, { items: [item('b'), item('c')] }];
    expect(mergePages(pages).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives an empty list for no pages or empty pages', () => {
    expect(mergePages([])).toEqual([]);
    expect(mergePages([{ items: [] }])).toEqual([]);
  });
});
