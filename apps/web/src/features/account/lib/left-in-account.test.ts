import { describe, expect, it } from 'vitest';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { holdsTokens, refundOwed, unsettledPurchase } from './left-in-account.ts';

const balance = (index: string, art: string[]) => ({
  balance_amount: '0.00',
  index_token_balance: index,
  art_token_balances: art.map((quantity, i) => ({ id: String(i), quantity })),
});

describe('what is left in the account', () => {
  it('counts any token held but a remainder of INDEX nothing can take out', () => {
    expect(holdsTokens(balance('0', []), '102.23')).toBe(false);
    expect(holdsTokens(balance('0.000000', ['0']), '102.23')).toBe(false);
    expect(holdsTokens(balance('0', ['0', '3']), '102.23')).toBe(true);
    expect(holdsTokens(undefined, '102.23')).toBe(false);
    // Worth less than a cent and less than a token: neither sold, withdrawn nor swapped.
    expect(holdsTokens(balance('0.000001', []), '102.23')).toBe(false);
    expect(holdsTokens(balance('0.000097', []), '102.23')).toBe(false);
    // A cent's worth can be sold back.
    expect(holdsTokens(balance('0.000098', []), '102.23')).toBe(true);
    expect(holdsTokens(balance('1', []), '102.23')).toBe(true);
    // The price not known yet: counted.
    expect(holdsTokens(balance('0.000001', []), undefined)).toBe(true);
  });

  it('counts purchases whose tokens may still arrive', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const order = (status: Order['status'], expires = '2026-11-28T12:30:00Z', type: Order['type'] = 'tokens_buying') =>
      ({ type, status, charge: { expires_at: expires } }) as Order;
    expect(unsettledPurchase(order('created'), now)).toBe(true);
    expect(unsettledPurchase(order('created', '2026-11-28T11:30:00Z'), now)).toBe(false);
    expect(unsettledPurchase(order('pending'), now)).toBe(true);
    expect(unsettledPurchase(order('processing'), now)).toBe(true);
    for (const done of ['success', 'expired', 'canceled', 'refunded'] as const)
      expect(unsettledPurchase(order(done), now)).toBe(false);
    expect(unsettledPurchase(order('pending', undefined, 'swap'), now)).toBe(false);
  });

  it('counts a refund not yet sent back, and only a purchase’s', () => {
    const order = (status: Order['status'], type: Order['type'] = 'tokens_buying') => ({ type, status }) as Order;
    expect(refundOwed(order('refund_pending'))).toBe(true);
    for (const other of ['refunded', 'success', 'created'] as const) expect(refundOwed(order(other))).toBe(false);
  });
});
