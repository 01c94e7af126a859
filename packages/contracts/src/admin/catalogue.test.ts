import { describe, expect, it } from 'vitest';
import { parseUsd } from '../money.ts';
import { GalleryFilter } from '../catalog/painting.ts';
import {
  MAX_PAINTING_VALUE_CENTS,
  MAX_TOKEN_PRICE_CENTS,
  SetPriceRequest,
  UpdatePaintingRequest,
} from './catalogue.ts';

const price = (value: unknown) => SetPriceRequest.safeParse({ price: value });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the console’s numbers', () => {
  it('passes only prices the money codec reads, up to the highest price', () => {
    for (const value of ['0', '58', '58.5', '58.50', ' 58 ', '10000', '10000.00']) {
      const result = price(value);
      expect(result.success, value).toBe(true);
      expect(() => parseUsd(result.data!.price), value).not.toThrow();
    }
    for (const value of ['058', '00', '01', '000058', '58.', '.5', '5e1', '-1', '58.123', '', 58]) {
      expect(price(value).success, String(value)).toBe(false);
    }
    // A Russian operator's decimal comma is the point; a comma before three digits is refused, not read as a thousand.
    expect(price('58,5').data?.price).toBe('58.5');
    expect(price(' 58,50 ').data?.price).toBe('58.50');
    for (const value of ['1,000', '58,', ',5', '5,8,1', '58,123']) {
      expect(messages(price(value)), value).toEqual(['invalid_format']);
    }
    expect(messages(price('10000.01'))).toEqual([`max_usd:${MAX_TOKEN_PRICE_CENTS / 100n}`]);
    expect(messages(price('999999999'))).toEqual(['max_usd:10000']);
    expect(MAX_PAINTING_VALUE_CENTS).toBe(100_000_000_000n);
  });

  it('passes sides a numeric(7, 1) column above zero holds, as numbers or as the form’s text', () => {
    const side = (value: unknown) => UpdatePaintingRequest.shape.width_cm.safeParse(value);
    expect(side('61.50').data).toBe(61.5);
    expect(side(0.1).data).toBe(0.1);
    expect(side('61,5').data).toBe(61.5);
    expect(messages(side('1,000'))).toEqual(['invalid_format']);
    expect(side(10_000).data).toBe(10_000);
    for (const value of [0.0001, 0.001, 0.004, 0.005, 0.01, 0, 0.05, 61.25, 10_000.1]) {
      expect(messages(side(value)), String(value)).toEqual(['side_cm_range']);
    }
    for (const value of ['1e1', '0x10', '012', ' 12', '-1', true]) {
      expect(messages(side(value)), String(value)).toEqual(['invalid_format']);
    }
    expect(messages(side(undefined))).toEqual(['required']);
    // An empty field of the form is a missing value, not a malformed one.
    expect(messages(side(''))).toEqual(['required']);
    expect(messages(side('  '))).toEqual(['required']);
  });
});

describe('integer query parameters of the gallery', () => {
  it('read plain decimal digits only', () => {
    expect(GalleryFilter.parse({ limit: '10', genres: '1,4', eras: ['0'] })).toMatchObject({
      limit: 10,
      genres: [1, 4],
      eras: [0],
    });
    for (const query of [
      { limit: '0x0A' },
      { limit: '1e1' },
      { limit: ' 10' },
      { limit: '10.0' },
      { limit: '010' },
      { genres: '1e0' },
      { genres: '01' },
      { genres: '1.0' },
      { technics: ['0x1'] },
    ]) {
      expect(GalleryFilter.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
