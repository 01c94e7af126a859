import { describe, expect, it } from 'vitest';
import { showsAny } from './web-fonts.ts';

describe('which font faces a page needs now', () => {
  const latin = 'U+0-FF, U+131, U+152-153, U+2000-206F, U+2212';
  const cyrillic = 'U+301, U+400-45F, U+490-491, U+4B0-4B1, U+2116';

  it('finds the faces of the characters the page shows', () => {
    expect(showsAny('Portrait of a Young Merchant', latin)).toBe(true);
    expect(showsAny('Portrait of a Young Merchant', cyrillic)).toBe(false);
    expect(showsAny('Портрет молодого купца', cyrillic)).toBe(true);
    expect(showsAny('−3,1%', 'U+2212')).toBe(true);
  });

  it('reads wildcard ranges, and fetches a face whose range it cannot read', () => {
    expect(showsAny('ἀ', 'U+1F??')).toBe(true);
    expect(showsAny('a', 'U+1F??')).toBe(false);
    expect(showsAny('a', 'not a range')).toBe(true);
  });
});
