import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DepositStatus } from '@pinacoteca/contracts/tokens/deposit';
import { SaleStatus } from '@pinacoteca/contracts/tokens/sell';
import { WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import { transferStatusKey } from './transfer-status.ts';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/i18n/locales');
const words = (language: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(locales, language, 'admin.json'), 'utf8'));
const [en, ru] = [words('en'), words('ru')];

const lookup = (words: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], words);

const every = [
  ...WithdrawalStatus.options.map((status) => ({ kind: 'withdrawal' as const, status })),
  ...SaleStatus.options.map((status) => ({ kind: 'sale' as const, status })),
  ...DepositStatus.options.map((status) => ({ kind: 'deposit' as const, status })),
  { kind: 'swap' as const, status: 'success' as const },
];

describe('a transfer’s status on the console’s person page', () => {
  it('has words in English and Russian for every kind and status', () => {
    for (const transfer of every) {
      const key = transferStatusKey(transfer);
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(ru, key), `ru ${key}`).toBe('string');
    }
  });

  it('says a sale’s status as the sales list does, not a withdrawal’s', () => {
    expect(lookup(en, transferStatusKey({ kind: 'sale', status: 'success' }))).toBe('paid');
    expect(lookup(en, transferStatusKey({ kind: 'withdrawal', status: 'success' }))).toBe('Sent');
    expect(lookup(ru, transferStatusKey({ kind: 'deposit', status: 'credited' }))).toBe('Зачислено');
  });

  it('says what was taken out in 24 hours in every plural form', () => {
    for (const form of ['one', 'other']) expect(lookup(en, `users.taken_out_${form}`), form).toMatch(/\{\{amount\}\}/);
    for (const form of ['one', 'few', 'many', 'other'])
      expect(lookup(ru, `users.taken_out_${form}`), form).toMatch(/\{\{amount\}\}/);
  });
});
