import { describe, expect, it } from 'vitest';
import type { StaffPaymentEvent } from '@pinacoteca/contracts/admin/console';
import { refundTarget } from './refund-target.ts';

const charge = { amount: '0.9', currency: 'ETH' as const };
const payment = (outcome: StaffPaymentEvent['outcome'], amount: string | null, payer: string | null) =>
  ({
    provider: 'gateway',
    event_key: `evt-${outcome}`,
    outcome,
    amount,
    received_at: '2026-11-27T10:00:00Z',
    payer,
    returned_at: null,
    return_note: null,
  }) satisfies StaffPaymentEvent;
const target = (payments: StaffPaymentEvent[], withCharge = true) => refundTarget(withCharge ? charge : null, payments);

describe('what completing a refund sends back, and to whom', () => {
  it('sends a delivered order’s charge to the payer of the payment that paid it, not a second payment’s', () => {
    expect(target([payment('paid', '0.95', '0xPAYER'), payment('already_paid', '0.9', '0xOTHER')])).toMatchObject({
      amount: '0.9',
      currency: 'ETH',
      payer: '0xPAYER',
      payment: { event_key: 'evt-paid' },
    });
  });

  it('sends a payment that could not deliver the order back whole', () => {
    expect(target([payment('late_refund_pending', '0.95', null)])).toMatchObject({ amount: '0.95', payer: null });
    expect(target([payment('price_risen_refund_pending', null, 'bc1q')])).toMatchObject({
      amount: '0.9',
      payer: 'bc1q',
    });
  });

  it('says the payer is not known when no payment reported one, and nothing without a charge', () => {
    expect(target([])).toEqual({ amount: '0.9', currency: 'ETH', payer: null, payment: null });
    expect(target([payment('paid', null, 'x')], false)).toBeNull();
  });
});
