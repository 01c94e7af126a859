import { describe, expect, it } from 'vitest';
import { pointDecimal } from '@pinacoteca/contracts/units';
import {
  formatDateTime,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatSignedPercent,
  formatTypedAmount,
  formatUsd,
  formatUsdCompact,
  formatUsdValue,
  formatUsdc,
} from './format.ts';

const NBSP = '\u00a0';

describe('USDC amounts', () => {
  it('always show cents, and finer places when they have them', () => {
    expect(formatUsdc('85', 'en')).toBe('85.00');
    expect(formatUsdc('1704', 'en')).toBe('1,704.00');
    expect(formatUsdc('446.14', 'ru')).toBe('446,14');
    expect(formatUsdc('3500.5', 'ru')).toBe(`3${NBSP}500,50`);
    expect(formatUsdc('0.000001', 'en')).toBe('0.000001');
  });
});

describe('numbers in each language', () => {
  it('group thousands with a comma in English and a narrow no-break space in Russian', () => {
    expect(formatQuantity('1234567', 'en')).toBe('1,234,567');
    expect(formatQuantity('1234567', 'ru')).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatQuantity(100000n, 'ru')).toBe(`100${NBSP}000`);
    expect(formatQuantity(999, 'ru')).toBe('999');
  });

  it('write decimals with a point in English and a comma in Russian, keeping every place of a token amount', () => {
    expect(formatQuantity('874994.93', 'en')).toBe('874,994.93');
    expect(formatQuantity('874994.93', 'ru')).toBe(`874${NBSP}994,93`);
    expect(formatQuantity('0.000001', 'ru')).toBe('0,000001');
  });

  it('round half away from zero when places are limited', () => {
    expect(formatNumber('87.45', 'en', { minFraction: 1, maxFraction: 1 })).toBe('87.5');
    expect(formatNumber('-87.45', 'ru', { minFraction: 1, maxFraction: 1 })).toBe('\u221287,5');
    expect(formatNumber('99.96', 'en', { maxFraction: 1 })).toBe('100');
    expect(formatNumber('-0.001', 'en', { maxFraction: 2 })).toBe('0');
  });
});

describe('amounts filled into a field', () => {
  it("are written with the language's decimal mark and no grouping, as a person types them", () => {
    expect(formatTypedAmount('12.5', 'en')).toBe('12.5');
    expect(formatTypedAmount('12.5', 'ru')).toBe('12,5');
    expect(formatTypedAmount('874994.930001', 'ru')).toBe('874994,930001');
    expect(formatTypedAmount('4', 'ru')).toBe('4');
  });

  it('read back as the amount they came from', () => {
    for (const language of ['en', 'ru'] as const)
      for (const amount of ['12.5', '1000000', '0.000001'])
        expect(pointDecimal(formatTypedAmount(amount, language))).toBe(amount);
  });
});

describe('money', () => {
  it('puts the dollar sign once, before in English and after in Russian', () => {
    expect(formatUsd('1234.5', 'en')).toBe('$1,234.50');
    expect(formatUsd('1234.50', 'ru')).toBe(`1${NBSP}234,50${NBSP}$`);
    expect(formatUsd('102230000.00', 'ru')).toBe(`102${NBSP}230${NBSP}000${NBSP}$`);
    expect(formatUsd('85.00', 'en', { cents: true })).toBe('$85.00');
  });

  it('signs gains when asked and losses always', () => {
    expect(formatUsd('9479.82', 'en', { signed: true })).toBe('+$9,479.82');
    expect(formatUsd('-12.00', 'en', { cents: true })).toBe('\u2212$12.00');
    expect(formatUsd('-12.00', 'ru', { cents: true, signed: true })).toBe(`\u221212,00${NBSP}$`);
    expect(formatUsd('0.00', 'en', { cents: true, signed: true })).toBe('$0.00');
  });

  it('writes chart values as money', () => {
    expect(formatUsdValue(62.5, 'en')).toBe('$62.50');
    expect(formatUsdValue(100, 'ru')).toBe(`100${NBSP}$`);
    expect(formatUsdValue(2500, 'ru')).toBe(`2${NBSP}500${NBSP}$`);
  });
});

describe('percents', () => {
  it('show up to two places, or as many as asked', () => {
    expect(formatPercent('21.50', 'en')).toBe('21.5%');
    expect(formatPercent('87.50', 'ru', 1)).toBe('87,5%');
    expect(formatPercent('100.00', 'en', 1)).toBe('100.0%');
  });

  it('carry the sign of a change', () => {
    expect(formatSignedPercent('21.51', 'en')).toBe('+21.51%');
    expect(formatSignedPercent('-3.10', 'ru')).toBe('\u22123,1%');
    expect(formatSignedPercent('0.00', 'en')).toBe('0%');
  });
});

describe('compact money', () => {
  it("reads as Intl.NumberFormat's compact currency notation does, in both languages", () => {
    const amounts = [
      '0.00',
      '5.00',
      '950.50',
      '999.94',
      '999.95',
      '1000.00',
      '1449.95',
      '1450.00',
      '1499.00',
      '15000.00',
      '150000.00',
      '999949.99',
      '999950.00',
      '1000000.00',
      '8500000.00',
      '15000000.00',
      '123456789.00',
      '999950000.00',
      '1200000000.00',
      '2500000000000.00',
    ];
    for (const language of ['en', 'ru'] as const) {
      const intl = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ru-RU', {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
        currencyDisplay: language === 'ru' ? 'narrowSymbol' : 'symbol',
      });
      for (const amount of amounts)
        expect(formatUsdCompact(amount, language), amount).toBe(intl.format(Number(amount)));
    }
  });

  it('keeps the examples of its description', () => {
    expect(formatUsdCompact('8500000.00', 'en')).toBe('$8.5M');
    expect(formatUsdCompact('8500000.00', 'ru')).toBe(`8,5${NBSP}млн${NBSP}$`);
    expect(formatUsdCompact('-8500000.00', 'en')).toBe('\u2212$8.5M');
  });
});

describe('moments', () => {
  it('are written in each language as the rest of its dates, with seconds where asked', () => {
    const at = '2026-11-27T12:00:14Z'; // midday: the same date in any time zone within 11 hours
    for (const language of ['en', 'ru'] as const) {
      const plain = formatDateTime(at, language);
      const precise = formatDateTime(at, language, { seconds: true });
      expect(precise).toMatch(/\d{2}:\d{2}:14$/);
      expect(plain).not.toMatch(/:14$/);
    }
    expect(formatDateTime(at, 'en', { seconds: true })).toMatch(/^Nov 27, 2026, /);
    expect(formatDateTime(at, 'ru', { seconds: true })).toMatch(/^27 нояб\. 2026/);
  });
});
