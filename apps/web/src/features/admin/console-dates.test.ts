import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CONSOLE = path.dirname(fileURLToPath(import.meta.url));
/** Calendar dates with no moment to them: written with `formatDate`, the only ones in the console. */
const CALENDAR_DATES = new Set(['review.date_of_birth']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sources(CONSOLE).map((file) => ({
  file: path.relative(CONSOLE, file),
  text: fs.readFileSync(file, 'utf8'),
}));

describe('dates in the console', () => {
  it('write every event (asked, placed, paid, a movement, an audit row) with its time', () => {
    // A moment written as a bare date hides the order of same-day movements; the wire's moments
    // are its *_at fields, and none of them goes through the date-only formatter.
    const dateOnly = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\bformatDate\(\s*([^,]+),/g)]
        .map((m) => m[1]!.trim())
        .filter((arg) => !CALENDAR_DATES.has(arg))
        .map((arg) => `${file}: ${arg}`),
    );
    expect(dateOnly).toEqual([]);
  });

  it('write a time one way: hours and minutes, as every investor screen does', () => {
    // The audit log is ordered by its sequence number, so seconds would only be a second format.
    const own = files.filter(({ text }) => /seconds\s*:/.test(text)).map(({ file }) => file);
    expect(own).toEqual([]);
  });
});
