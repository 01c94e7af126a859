import { describe, expect, it } from 'vitest';
import { localeTexts } from './locale-texts.ts';

/**
 * Sides of the page: what is beside on a desk is below on a phone. (`\b` knows only Latin
 * letters, so the Russian words are bounded by hand.)
 */
const SIDES = /\b(?:on|to) the (?:right|left)\b|(?<![а-яё])(?:справа|слева)(?![а-яё])/i;

describe('locale texts', () => {
  it('point to a part of the page by its name, never by a side that a phone puts below', () => {
    for (const language of ['en', 'ru']) {
      expect(
        localeTexts(language)
          .filter((entry) => SIDES.test(entry.text))
          .map((entry) => entry.where),
      ).toEqual([]);
    }
  });
});
