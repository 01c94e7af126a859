import { describe, expect, it } from 'vitest';
import { entrySale, stepEntry, summaryNavigation } from './sale-step.ts';

describe("a sale's history entries", () => {
  it('name the sale they show, at their step', () => {
    expect(entrySale(stepEntry('summary', 'a1'), 'summary')).toBe('a1');
    expect(entrySale(stepEntry('accepted', 'b2'), 'accepted')).toBe('b2');
    expect(entrySale(stepEntry('accepted', 'b2'), 'summary')).toBeNull();
  });

  it("name none on the form's entry, whatever else its state holds", () => {
    expect(entrySale(null, 'summary')).toBeNull();
    expect(entrySale(undefined, 'summary')).toBeNull();
    expect(entrySale({ from: '/sell' }, 'summary')).toBeNull();
    expect(entrySale({ saleStep: 'summary', sale: 3 }, 'summary')).toBeNull();
  });

  it("add a summary after the form's entry, or after an accepted sale's", () => {
    expect(summaryNavigation(null)).toBe('push');
    expect(summaryNavigation({ from: '/sell' })).toBe('push');
    expect(summaryNavigation(stepEntry('accepted', 'b2'))).toBe('push');
  });

  it("put a summary in place of one's entry shown as the form (its sale no longer held), so Back stays one step", () => {
    expect(summaryNavigation(stepEntry('summary', 'before-reload'))).toBe('replace');
  });
});
