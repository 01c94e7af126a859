import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@pinacoteca/contracts/enums';
import { AWAITING_PAYMENT, canTransition, CLOSED_UNPAID, isPaid, ORDER_TRANSITIONS, statusesBefore } from './status.ts';

describe('order status transitions', () => {
  it('list a row for every status, with no status moving to itself', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('let only an order awaiting payment expire or be cancelled, and only a created one', () => {
    expect(statusesBefore('expired')).toEqual(['created']);
    expect(statusesBefore('canceled')).toEqual(['created']);
  });

  it('let a payment complete every order not paid yet, late ones included', () => {
    expect(statusesBefore('success').sort()).toEqual(['canceled', 'created', 'expired', 'pending', 'processing']);
    expect(CLOSED_UNPAID.slice().sort()).toEqual(['canceled', 'expired']);
    expect([...AWAITING_PAYMENT, ...CLOSED_UNPAID].sort()).toEqual(statusesBefore('success').sort());
  });

  it('refund a paid order, a late payment whose tokens are gone, or a payment after a price rose, and close the refund once', () => {
    expect(statusesBefore('refund_pending').sort()).toEqual([
      'canceled',
      'created',
      'expired',
      'pending',
      'processing',
      'success',
    ]);
    expect(statusesBefore('refunded')).toEqual(['refund_pending']);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });

  it('never go back to awaiting payment', () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, 'created')).toBe(false);
    expect(canTransition('success', 'pending')).toBe(false);
    expect(canTransition('processing', 'pending')).toBe(false);
  });

  it('count an order as paid from success on, through its refund', () => {
    expect(ORDER_STATUSES.filter(isPaid).sort()).toEqual(['refund_pending', 'refunded', 'success']);
  });
});
