import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@pinacoteca/contracts/admin/console';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/i18n/locales');
const labels = (language: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(locales, language, 'admin.json'), 'utf8')) as {
      audit: { actions: Record<string, Record<string, string>> };
    }
  ).audit.actions;

describe('the audit log', () => {
  it.each(['en', 'ru'])('names every action the server records, and only those (%s)', (language) => {
    const named = Object.entries(labels(language)).flatMap(([group, actions]) =>
      Object.keys(actions).map((action) => `${group}.${action}`),
    );
    expect(named.sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});
