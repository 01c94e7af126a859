import { describe, expect, it } from 'vitest';
import { decodePaintingCursor, encodePaintingCursor, type PaintingCursor } from './page.ts';

const cursor: PaintingCursor = {
  sort: 'price_desc',
  price: '12345',
  ordering: -42,
  id: '0b7c3f0e-2a51-4c55-9d4e-5b8f8a2a9c10',
};

describe('painting cursors', () => {
  it('read back what they were written from, in characters an address carries as they are', () => {
    const text = encodePaintingCursor(cursor);
    expect(text).toMatch(/^[0-9a-f]+$/);
    expect(decodePaintingCursor(text)).toEqual(cursor);
    const recommended = { ...cursor, sort: 'recommended_asc' as const, price: null };
    expect(decodePaintingCursor(encodePaintingCursor(recommended))).toEqual(recommended);
  });

  it('refuse text this server did not write', () => {
    const hex = (value: unknown) => [...JSON.stringify(value)].map((c) => c.charCodeAt(0).toString(16)).join('');
    for (const text of [
      '',
      'zz',
      'abc',
      encodePaintingCursor(cursor).toUpperCase(),
      hex({ sort: 'price_desc' }),
      hex(['cheapest', '1', 1, cursor.id]),
      hex(['price_asc', null, 1, cursor.id]),
      hex(['recommended_asc', '5', 1, cursor.id]),
      hex(['price_asc', '-5', 1, cursor.id]),
      hex(['price_asc', '5', 1.5, cursor.id]),
      hex(['price_asc', '5', 1, 'not-a-uuid']),
    ]) {
      expect(decodePaintingCursor(text), text).toBeNull();
    }
  });
});
