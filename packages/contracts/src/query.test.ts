import { describe, expect, it } from 'vitest';
import { queryBoolean } from './common.ts';
import { isUuid, parseQueryBoolean } from './query.ts';

describe('query conventions', () => {
  it('reads booleans the same with and without the schema library', () => {
    for (const [text, expected] of [
      ['true', true],
      ['ON', true],
      ['1', true],
      ['false', false],
      ['off', false],
      ['0', false],
      ['yes', undefined],
    ] as const) {
      expect(parseQueryBoolean(text)).toBe(expected);
      expect(queryBoolean.safeParse(text).data).toBe(expected);
    }
  });

  it('recognises uuids only', () => {
    expect(isUuid('3f2b8c1e-9d4a-4f6b-8e2a-1c5d7e9f0a1b')).toBe(true);
    expect(isUuid('3F2B8C1E-9D4A-4F6B-8E2A-1C5D7E9F0A1B')).toBe(true);
    expect(isUuid('3f2b8c1e-9d4a-4f6b-8e2a')).toBe(false);
    expect(isUuid("1' or 1=1")).toBe(false);
  });
});
