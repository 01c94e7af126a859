import { describe, expect, it } from 'vitest';
import { changeLines, valueText } from './audit-change.ts';

describe('an audited change as the console shows it', () => {
  it('lines up each field with what it was and what it became', () => {
    expect(changeLines({ status: 'awaiting_approval' }, { status: 'rejected', reason: 'Split' })).toEqual([
      { field: 'status', before: 'awaiting_approval', after: 'rejected', changed: true },
      { field: 'reason', before: undefined, after: 'Split', changed: true },
    ]);
  });

  it('marks fields that stayed the same, and treats a missing side as no fields', () => {
    expect(changeLines({ enabled: true, name: 'swap' }, { enabled: false, name: 'swap' })).toEqual([
      { field: 'enabled', before: 'true', after: 'false', changed: true },
      { field: 'name', before: 'swap', after: 'swap', changed: false },
    ]);
    expect(changeLines(null, { price: '120.00' })).toEqual([
      { field: 'price', before: undefined, after: '120.00', changed: true },
    ]);
    expect(changeLines(undefined, undefined)).toEqual([]);
  });

  it('keeps structured values as JSON and leaves what is not an object of fields to the caller', () => {
    expect(changeLines({ texts: { en: 'A' } }, { texts: { en: 'B' } })![0]).toMatchObject({
      before: '{"en":"A"}',
      after: '{"en":"B"}',
    });
    expect(changeLines(['a'], { x: 1 })).toBeNull();
    expect(changeLines('text', null)).toBeNull();
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('""');
  });
});
