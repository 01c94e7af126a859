import { describe, expect, it } from 'vitest';
import { findUnstorable } from './unstorable-text.ts';

describe('finding text PostgreSQL cannot store', () => {
  it('names the field it is in, at any depth, in a value or a key', () => {
    expect(findUnstorable({ email: 'a@b.c', password: 'x\u0000' })).toEqual(['password']);
    expect(findUnstorable({ order: { lines: [{ note: 'ok' }, { note: '\u0000' }] } })).toEqual([
      'order',
      'lines',
      'note',
    ]);
    expect(findUnstorable({ profile: { 'bad\u0000key': 1 } })).toEqual(['profile']);
    expect(findUnstorable('\u0000')).toEqual([]);
  });

  it('finds a lone surrogate, either half, in a value or a key', () => {
    expect(findUnstorable({ reason: 'bad \ud800' })).toEqual(['reason']);
    expect(findUnstorable({ name: { en: '\udfff then text', ru: 'x' } })).toEqual(['name', 'en']);
    expect(findUnstorable({ ['\ud83d']: 'value' })).toEqual([]);
    // Reversed halves are two lone surrogates, not a pair.
    expect(findUnstorable({ a: '\ude00\ud83d' })).toEqual(['a']);
  });

  it('finds none in ordinary text, numbers, nulls and empty values', () => {
    expect(findUnstorable({ a: 'Привет — hello', b: 1, c: null, d: [], e: {}, f: true })).toBeNull();
    // A character outside the basic plane is a surrogate pair in JavaScript: a whole character.
    expect(findUnstorable({ emoji: 'Art 🎨 and 𝄞' })).toBeNull();
    expect(findUnstorable(undefined)).toBeNull();
  });

  it('walks any nesting depth without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorable({ deep })).toEqual(['deep']);
  });

  it('names the path through nested objects, however deep', () => {
    let found: unknown = 'x\u0000';
    for (let i = 0; i < 3; i += 1) found = { [`k${i}`]: found };
    expect(findUnstorable(found)).toEqual(['k2', 'k1', 'k0']);
  });
});
