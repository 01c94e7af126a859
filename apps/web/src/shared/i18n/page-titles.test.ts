import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@pinacoteca/contracts/constants';
import { PAGE_NAMES, SITE_NAME, type PublicPage } from '@pinacoteca/contracts/seo';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

function text(language: Language, namespace: string, key: string): unknown {
  const texts = JSON.parse(fs.readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8')) as unknown;
  return key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], texts);
}

/** Where each page takes the title it sets on client navigation (useDocumentTitle). */
const WEB_TITLES: Record<Exclude<PublicPage, 'painting'>, [namespace: string, key: string]> = {
  home: ['common', 'tagline'],
  gallery: ['gallery', 'title'],
  tokens: ['tokens', 'title'],
  privacy: ['legal', 'titles.privacy'],
  terms: ['legal', 'titles.terms'],
  cookies: ['legal', 'titles.cookies'],
  faq: ['support', 'faq.title'],
  contact: ['support', 'contact.title'],
  transparency: ['transparency', 'title'],
};

describe('page titles', () => {
  it("the server writes into a public page's head are the ones the app sets after navigation", () => {
    for (const language of LANGUAGES) {
      expect(text(language, 'common', 'brand')).toBe(SITE_NAME);
      for (const [page, [namespace, key]] of Object.entries(WEB_TITLES)) {
        const server = PAGE_NAMES[page as PublicPage][language];
        expect({ language, page, title: server }).toEqual({ language, page, title: text(language, namespace, key) });
      }
    }
  });
});
