import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The dev mailbox is a developer's tool, absent in production: no investor reads its times. */
const EXEMPT = new Set(['features/auth/routes/dev-mail-page.tsx']);
/** Ways of writing a moment with its time other than `formatDateTime`. */
const OWN_TIME_FORMAT = /\bhour\s*:|timeStyle|toLocaleString\(|toLocaleTimeString\(/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('dates with a time', () => {
  it('are written by the one shared formatter on every screen', () => {
    const own = sources(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => file !== 'shared/lib/format.ts' && !EXEMPT.has(file))
      .filter((file) => OWN_TIME_FORMAT.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(own).toEqual([]);
  });

  it('read the same in English wherever they are: month, day, year and a 24-hour time', () => {
    const at = '2026-11-27T12:00:00Z';
    expect(formatDateTime(at, 'en')).toMatch(/^Nov 27, 2026, \d{2}:\d{2}$/);
    expect(formatDateTime(at, 'ru')).toMatch(/^27 нояб\. 2026 г\., \d{2}:\d{2}$/);
  });
});
