import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** Every text of a language, with the file and key it comes from. */
function texts(language: string): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') found.push({ where, text: value });
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
  };
  for (const file of fs.readdirSync(path.join(locales, language))) {
    walk(JSON.parse(fs.readFileSync(path.join(locales, language, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return found;
}

/**
 * Sides of the page: what is beside on a desk is below on a phone. (`\b` knows only Latin
 * letters, so the Russian words are bounded by hand.)
 */
const SIDES = /\b(?:on|to) the (?:right|left)\b|(?<![а-яё])(?:справа|слева)(?![а-яё])/i;

describe('locale texts', () => {
  it('point to a part of the page by its name, never by a side that a phone puts below', () => {
    for (const language of ['en', 'ru']) {
      expect(
        texts(language)
          .filter((entry) => SIDES.test(entry.text))
          .map((entry) => entry.where),
      ).toEqual([]);
    }
  });
});
