import { describe, expect, it } from 'vitest';
import type { Order } from '@pinacoteca/contracts/orders/order';
import { holdsTokens, unsettledPurchase } from './left-in-account.ts';

const balance = (index: string, art: string[]) => ({
  balance_amount: '0.00',
  index_token_balance: index,
  art_token_balances: art.map((quantity, i) => ({ id: String(i), quantity })),
});

describe('what is left in the account', () => {
  it('counts any token held, a millionth of INDEX included', () => {
    expect(holdsTokens(balance('0', []))).toBe(false);
    expect(holdsTokens(balance('0.000000', ['0']))).toBe(false);
    expect(holdsTokens(balance('0.000001', []))).toBe(true);
    expect(holdsTokens(balance('0', ['0', '3']))).toBe(true);
    expect(holdsTokens(undefined)).toBe(false);
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
});
