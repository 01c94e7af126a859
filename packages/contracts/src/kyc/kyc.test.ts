import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.ts';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';
import { ageOn, KycSubmitRequest } from './kyc.ts';

const valid = {
  legal_name: 'Ada Lovelace',
  date_of_birth: '1990-02-28',
  country: 'GB',
  address: '12 St James’s Square, London',
  document_type: 'passport',
  document_number: 'X1234567',
  front: 'data:image/png;base64,AAAA',
  back: null,
  selfie: 'data:image/png;base64,AAAA',
} as const;

/** The message key of the first issue on `field`, or undefined when the request passes. */
function issueOn(field: string, value: unknown): string | undefined {
  const parsed = KycSubmitRequest.safeParse({ ...valid, [field]: value });
  return parsed.error?.issues.find((i) => i.path[0] === field)?.message;
}

/** A date of birth `years` years and `days` days before today (UTC), as YYYY-MM-DD. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

describe('KYC date of birth', () => {
  it('accepts a real calendar date of an adult', () => {
    expect(KycSubmitRequest.safeParse(valid).success).toBe(true);
    expect(issueOn('date_of_birth', '2000-02-29')).toBeUndefined();
    expect(issueOn('date_of_birth', '1996-12-31')).toBeUndefined();
  });

  it('refuses dates that do not exist, rather than rolling them into the next month', () => {
    for (const impossible of ['1990-02-31', '1990-02-30', '1991-02-29', '1900-02-29', '1990-04-31', '1990-06-31']) {
      expect(issueOn('date_of_birth', impossible), impossible).toBe('invalid_format');
    }
    for (const malformed of ['1990-13-01', '1990-00-10', '1990-01-00', '1990-1-1', '01.02.1990', '1990-01-01T00:00']) {
      expect(issueOn('date_of_birth', malformed), malformed).toBe('invalid_format');
    }
  });

  it('keeps the age rules: at least 18, under 130', () => {
    // A couple of days' margin, so the test means the same when run on 29 February.
    expect(issueOn('date_of_birth', yearsAgo(18, 2))).toBeUndefined();
    expect(issueOn('date_of_birth', yearsAgo(17))).toBe('kyc_too_young');
    expect(issueOn('date_of_birth', yearsAgo(-1))).toBe('kyc_too_young');
    expect(issueOn('date_of_birth', yearsAgo(129, 2))).toBeUndefined();
    expect(issueOn('date_of_birth', yearsAgo(130, 2))).toBe('invalid_format');
    expect(ageOn('2000-02-29', new Date('2018-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2000-02-29', new Date('2018-03-01T12:00:00Z'))).toBe(18);
  });

  it('says required when missing or empty, and the format message for a value that is not text', () => {
    expect(issueOn('date_of_birth', undefined)).toBe('required');
    expect(issueOn('date_of_birth', null)).toBe('required');
    expect(issueOn('date_of_birth', '')).toBe('required');
    expect(issueOn('date_of_birth', 19900228)).toBe('invalid_format');
  });

  it('reports one issue for a malformed date, not the age as well', () => {
    const parsed = KycSubmitRequest.safeParse({ ...valid, date_of_birth: '1990-02-31' });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date_of_birth', 'invalid_format'],
    ]);
  });
});

describe('KYC country', () => {
  it('is one of the 249 assigned ISO 3166-1 alpha-2 codes, or Kosovo’s XK', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect(isCountryCode('XK')).toBe(true);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['GB', 'FR', 'RU', 'AX', 'SS', 'BQ', 'CW', 'SX']) expect(isCountryCode(code), code).toBe(true);
  });

  it('refuses two letters that are no country: unassigned, reserved, user-assigned or withdrawn', () => {
    for (const code of ['ZZ', 'AA', 'QQ', 'XX', 'EU', 'UN', 'UK', 'SU', 'YU', 'CS', 'AN', 'EZ']) {
      expect(issueOn('country', code), code).toBe('invalid_format');
    }
  });

  it('takes either case and surrounding spaces, and keeps the US refusal', () => {
    const parsed = KycSubmitRequest.safeParse({ ...valid, country: ' fr ' });
    expect(parsed.data?.country).toBe('FR');
    expect(issueOn('country', 'US')).toBe('kyc_us_resident');
    expect(issueOn('country', 'us')).toBe('kyc_us_resident');
    // Its territories with codes of their own too.
    for (const code of ['PR', 'GU', 'VI', 'MP', 'AS', 'UM'])
      expect(issueOn('country', code), code).toBe('kyc_us_resident');
    expect(issueOn('country', 'CA')).toBeUndefined();
  });

  it('says required when missing or empty, and the format message for a value that is not text', () => {
    expect(issueOn('country', undefined)).toBe('required');
    expect(issueOn('country', '')).toBe('required');
    expect(issueOn('country', 'GBR')).toBe('invalid_format');
    expect(issueOn('country', 44)).toBe('invalid_format');
  });

  it('has its messages in both languages', () => {
    expect(messageText('invalid_format', 'en')).toBe('The field must be correct');
    expect(messageText('invalid_format', 'ru')).toBe('Поле должно быть заполнено корректно');
    expect(messageText('kyc_in_house', 'en')).toMatch(/form on this page/);
    expect(messageText('kyc_in_house', 'ru')).toMatch(/форму на этой странице/);
  });
});
