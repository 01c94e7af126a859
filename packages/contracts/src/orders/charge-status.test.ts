import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../enums.ts';
import {
  canCancel,
  chargeDisplay,
  isPayable,
  isSettled,
  ringFraction,
  secondsLeft,
  showsPaymentDetails,
  showsPaymentInvitation,
} from './charge-status.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const IN_TEN_MINUTES = '2026-11-21T12:10:00Z';
const A_SECOND_AGO = '2026-11-21T11:59:59Z';

describe('order charge display (SPEC §4)', () => {
  it('shows a created, unexpired charge as awaiting payment', () => {
    expect(chargeDisplay({ status: 'created', expiresAt: IN_TEN_MINUTES }, NOW)).toBe('awaiting_payment');
  });

  it('shows a created charge past its expiry as cancelled', () => {
    expect(chargeDisplay({ status: 'created', expiresAt: A_SECOND_AGO }, NOW)).toBe('cancelled');
    expect(chargeDisplay({ status: 'created', expiresAt: '2026-11-21T12:00:00Z' }, NOW)).toBe('cancelled');
  });

  it('maps every other status to its label', () => {
    const expected = {
      pending: 'processing',
      processing: 'processing',
      success: 'completed',
      expired: 'cancelled',
      canceled: 'cancelled',
      refund_pending: 'refund_pending',
      refunded: 'refunded',
    } as const;
    for (const [status, display] of Object.entries(expected)) {
      expect(chargeDisplay({ status: status as keyof typeof expected, expiresAt: IN_TEN_MINUTES }, NOW)).toBe(display);
    }
  });

  it('has a label for every order status', () => {
    for (const status of ORDER_STATUSES) {
      expect(chargeDisplay({ status, expiresAt: IN_TEN_MINUTES }, NOW)).toBeTypeOf('string');
    }
  });

  it('offers Cancel only while created and not expired', () => {
    const allowed = ORDER_STATUSES.filter((status) => canCancel({ status, expiresAt: IN_TEN_MINUTES }, NOW));
    expect(allowed).toEqual(['created']);
    expect(canCancel({ status: 'created', expiresAt: A_SECOND_AGO }, NOW)).toBe(false);
  });

  it('shows address, amount and QR only while created-unexpired, pending or processing', () => {
    const shown = ORDER_STATUSES.filter((status) => showsPaymentDetails({ status, expiresAt: IN_TEN_MINUTES }, NOW));
    expect(shown).toEqual(['created', 'pending', 'processing']);
    expect(showsPaymentDetails({ status: 'created', expiresAt: A_SECOND_AGO }, NOW)).toBe(false);
    // Pending is past the invitation but the details stay, whatever the expiry says.
    expect(showsPaymentDetails({ status: 'pending', expiresAt: A_SECOND_AGO }, NOW)).toBe(true);
  });

  it('judges a charge payable the same from a Date as from the wire string, as the server and the page do', () => {
    for (const status of ORDER_STATUSES) {
      for (const expiresAt of [IN_TEN_MINUTES, A_SECOND_AGO]) {
        expect(isPayable({ status, expiresAt: new Date(expiresAt) }, NOW), `${status} ${expiresAt}`).toBe(
          isPayable({ status, expiresAt }, NOW),
        );
      }
    }
    expect(isPayable({ status: 'created', expiresAt: new Date(A_SECOND_AGO) }, NOW)).toBe(false);
    expect(canCancel({ status: 'created', expiresAt: new Date(IN_TEN_MINUTES) }, NOW)).toBe(true);
  });

  it('shows the send-only note and the provider link only while created-unexpired', () => {
    const shown = ORDER_STATUSES.filter((status) => showsPaymentInvitation({ status, expiresAt: IN_TEN_MINUTES }, NOW));
    expect(shown).toEqual(['created']);
    expect(showsPaymentInvitation({ status: 'created', expiresAt: A_SECOND_AGO }, NOW)).toBe(false);
  });

  it('reads a refund still under way as pending and a refund made as refunded', () => {
    expect(chargeDisplay({ status: 'refund_pending', expiresAt: null }, NOW)).toBe('refund_pending');
    expect(chargeDisplay({ status: 'refunded', expiresAt: null }, NOW)).toBe('refunded');
  });

  it('treats completed, cancelled and refunded as settled, the rest as still moving', () => {
    expect(isSettled('completed')).toBe(true);
    expect(isSettled('cancelled')).toBe(true);
    expect(isSettled('refunded')).toBe(true);
    expect(isSettled('awaiting_payment')).toBe(false);
    expect(isSettled('processing')).toBe(false);
    expect(isSettled('refund_pending')).toBe(false);
  });
});

describe('countdown', () => {
  it('counts whole seconds to the expiry and stops at zero', () => {
    expect(secondsLeft(IN_TEN_MINUTES, NOW)).toBe(600);
    expect(secondsLeft('2026-11-21T12:00:00.400Z', NOW)).toBe(1);
    expect(secondsLeft(A_SECOND_AGO, NOW)).toBe(0);
    expect(secondsLeft(null, NOW)).toBeNull();
  });

  it('scales the ring on 3600 seconds', () => {
    expect(ringFraction(3600)).toBe(1);
    expect(ringFraction(1800)).toBe(0.5);
    expect(ringFraction(0)).toBe(0);
    expect(ringFraction(5000)).toBe(1);
  });
});
