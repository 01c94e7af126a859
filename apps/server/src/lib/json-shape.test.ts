import { describe, expect, it } from 'vitest';
import { jsonTooLarge, MAX_NESTING, MAX_VALUES } from './json-shape.ts';

const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const flat = (count: number) => `{"x":[${Array.from({ length: count }, () => '1').join(',')}]}`;

describe('a JSON body too large to take', () => {
  it('is one nested deeper than any request', () => {
    expect(jsonTooLarge(nested(MAX_NESTING))).toBe(false);
    expect(jsonTooLarge(nested(MAX_NESTING + 1))).toBe(true);
    expect(jsonTooLarge(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`)).toBe(true);
  });

  it('is one with more values than any request, however flat', () => {
    expect(jsonTooLarge(flat(MAX_VALUES - 10))).toBe(false);
    expect(jsonTooLarge(flat(MAX_VALUES + 1))).toBe(true);
  });

  it('counts nothing inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ message: `${'[{,'.repeat(20_000)}"\\"[[[`, image: 'a'.repeat(100_000) });
    expect(jsonTooLarge(text)).toBe(false);
    expect(jsonTooLarge(JSON.stringify({ painting: { en: 'x', ru: 'y' }, lines: [{ a: 1 }, { b: [1, 2] }] }))).toBe(
      false,
    );
  });
});
