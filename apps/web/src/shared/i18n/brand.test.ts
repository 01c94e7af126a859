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

describe('locale texts', () => {
  it('write the brand as the logo does, Pinacoteca, in Russian too', () => {
    const ru = texts('ru');
    expect(ru.find((entry) => entry.where === 'common.brand')?.text).toBe('Pinacoteca');
    expect(ru.filter((entry) => /Пинакотек/i.test(entry.text)).map((entry) => entry.where)).toEqual([]);
  });
});

/** A text's key without its plural ending: Russian has _few and _many where English has none. */
const keyOf = (where: string) => where.replace(/_(zero|one|two|few|many|other)$/, '');

describe('both languages', () => {
  it('have a text for every key the other has', () => {
    const keys = (language: string) => new Set(texts(language).map((entry) => keyOf(entry.where)));
    const en = keys('en');
    const ru = keys('ru');
    expect([...en].filter((key) => !ru.has(key))).toEqual([]);
    expect([...ru].filter((key) => !en.has(key))).toEqual([]);
  });
});
