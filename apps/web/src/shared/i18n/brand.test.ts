import { describe, expect, it } from 'vitest';
import { localeTexts } from './locale-texts.ts';

describe('locale texts', () => {
  it('write the brand as the logo does, Pinacoteca, in Russian too', () => {
    const ru = localeTexts('ru');
    expect(ru.find((entry) => entry.where === 'common.brand')?.text).toBe('Pinacoteca');
    expect(ru.filter((entry) => /Пинакотек/i.test(entry.text)).map((entry) => entry.where)).toEqual([]);
  });
});

/** A text's key without its plural ending: Russian has _few and _many where English has none. */
const keyOf = (where: string) => where.replace(/_(zero|one|two|few|many|other)$/, '');

describe('both languages', () => {
  it('have a text for every key the other has', () => {
    const keys = (language: string) => new Set(localeTexts(language).map((entry) => keyOf(entry.where)));
    const en = keys('en');
    const ru = keys('ru');
    expect([...en].filter((key) => !ru.has(key))).toEqual([]);
    expect([...ru].filter((key) => !en.has(key))).toEqual([]);
  });
});
