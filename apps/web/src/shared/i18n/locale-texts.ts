import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** For the tests of the locale files: read from disk, never bundled into the app. */
const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** Every text of a language, with the file and key it comes from ("auth.registration.phone_hint"). */
export function localeTexts(language: string): { where: string; text: string }[] {
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
