import { describe, expect, it } from 'vitest';
import { findNul } from './nul.ts';

describe('finding a NUL character', () => {
  it('names the field it is in, at any depth, in a value or a key', () => {
    expect(findNul({ email: 'a@b.c', password: 'x\u0000' })).toEqual(['password']);
    expect(findNul({ order: { lines: [{ note: 'ok' }, { note: '\u0000' }] } })).toEqual(['order', 'lines', 'note']);
    expect(findNul({ profile: { 'bad\u0000key': 1 } })).toEqual(['profile']);
    expect(findNul('\u0000')).toEqual([]);
  });

  it('finds none in ordinary text, numbers, nulls and empty values', () => {
    expect(findNul({ a: 'Привет — hello', b: 1, c: null, d: [], e: {}, f: true })).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });

  it('walks any nesting depth without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findNul({ deep })).toEqual(['deep']);
  });
});
