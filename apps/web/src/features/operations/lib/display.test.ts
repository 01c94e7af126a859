import { describe, expect, it } from 'vitest';
import type { Order } from '@pinacoteca/contracts/orders/order';
import type { SaleStatus } from '@pinacoteca/contracts/tokens/sell';
import { operationDisplay, operationOutcome } from './display.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ID = '00000000-0000-4000-8000-000000000000';

/** A sale as the server lists it: its operation status follows the sale's (chain/sales.ts). */
function sale(status: SaleStatus, orderStatus: Order['status'], cause: 'address_removed' | null = null): Order {
  return {
    id: ID,
    type: 'selling',
    status: orderStatus,
    created_at: '2026-11-27T06:48:00Z',
    amount: '1105.00',
    items: [{ token_id: ID, quantity: '13', total_amount: '1105.00' }],
    charge: null,
    sale: {
      id: ID,
      token_id: ID,
      symbol: 'YOUNG-MERCHANT',
      amount: '13',
      price: '85.00',
      payout: '1105',
      payout_address: 'GZmLZMxajNr79bknwEqm1DbcQ7fvcHWym73pwbnVf3nU',
      status,
      signature: null,
      explorer_url: null,
      reason: status === 'rejected' && !cause ? 'Please contact support about this sale' : null,
      cause,
      created_at: '2026-11-27T06:48:00Z',
      confirmed_at: null,
    },
  };
}

const purchase = (status: Order['status']): Order => ({
  id: ID,
  type: 'tokens_buying',
  status,
  created_at: '2026-11-27T06:48:00Z',
  amount: '85.00',
  items: [{ token_id: ID, quantity: '1', total_amount: '85.00' }],
  charge: null,
});

describe('the status an operation wears', () => {
  it('calls a sale an operator rejected "rejected", not a cancelled payment', () => {
    expect(operationDisplay(sale('rejected', 'canceled'), NOW)).toBe('sale_rejected');
  });

  it('calls a sale or a withdrawal the person cancelled by removing its address theirs, not rejected', () => {
    expect(operationDisplay(sale('rejected', 'canceled', 'address_removed'), NOW)).toBe('sale_address_removed');
    const withdrawal: Pick<Order, 'status' | 'charge' | 'withdrawal'> = {
      status: 'canceled',
      charge: null,
      withdrawal: {
        id: ID,
        token_id: ID,
        symbol: 'INDEX',
        amount: '4',
        value: '40.00',
        wallet_type: 'solana',
        wallet_address: 'GZmLZMxajNr79bknwEqm1DbcQ7fvcHWym73pwbnVf3nU',
        status: 'rejected',
        signature: null,
        explorer_url: null,
        reason: null,
        cause: 'address_removed',
        created_at: '2026-11-27T06:48:00Z',
        confirmed_at: null,
      },
    };
    expect(operationDisplay(withdrawal, NOW)).toBe('withdrawal_address_removed');
    const byOperator = { ...withdrawal, withdrawal: { ...withdrawal.withdrawal!, reason: 'No', cause: null } };
    expect(operationDisplay(byOperator, NOW)).toBe('withdrawal_rejected');
  });

  it('names each stage of a sale by its own label', () => {
    expect(operationDisplay(sale('awaiting_approval', 'pending'), NOW)).toBe('sale_awaiting_approval');
    expect(operationDisplay(sale('awaiting_funds', 'processing'), NOW)).toBe('sale_awaiting_funds');
    expect(operationDisplay(sale('processing', 'processing'), NOW)).toBe('sale_processing');
    expect(operationDisplay(sale('success', 'success'), NOW)).toBe('sale_success');
  });

  it('says a sale whose payout address was removed waits for the person’s new address', () => {
    expect(operationDisplay(sale('awaiting_address', 'pending'), NOW)).toBe('sale_awaiting_address');
    expect(operationOutcome(sale('awaiting_address', 'pending'), 'awaiting_payment')).toBeNull();
  });

  it('shows a payout the chain refused as still being paid: an operator sends it again', () => {
    expect(operationDisplay(sale('failed', 'processing'), NOW)).toBe('sale_processing');
  });

  it('keeps the charge labels of SPEC §4 for purchases', () => {
    expect(operationDisplay(purchase('canceled'), NOW)).toBe('cancelled');
    expect(operationDisplay(purchase('success'), NOW)).toBe('completed');
  });
});

describe('what the operation page says under an operation', () => {
  it('says nothing of a closed payment request under a rejected sale', () => {
    const rejected = sale('rejected', 'canceled');
    expect(operationOutcome(rejected, 'cancelled')).toBeNull();
    expect(operationOutcome(sale('success', 'success'), 'completed')).toBeNull();
  });

  it('says nothing of payment requests under a deposit, a withdrawal or a swap', () => {
    const deposit: Pick<Order, 'type' | 'deposit'> = {
      type: 'deposit',
      deposit: {
        id: ID,
        token_id: ID,
        symbol: 'INDEX',
        amount: '4',
        status: 'credited',
        signature: '5'.repeat(88),
        explorer_url: null,
        credited_at: null,
      },
    };
    expect(operationOutcome(deposit, 'cancelled')).toBeNull();
    expect(operationOutcome({ type: 'swap' }, 'cancelled')).toBeNull();
    expect(operationOutcome({ type: 'swap' }, 'refund_pending')).toBeNull();
  });

  it('closes, refunds and completes purchases', () => {
    expect(operationOutcome(purchase('canceled'), 'cancelled')).toBe('cancelled');
    expect(operationOutcome(purchase('refund_pending'), 'refund_pending')).toBe('refund_pending');
    expect(operationOutcome(purchase('refunded'), 'refunded')).toBe('refunded');
    expect(operationOutcome(purchase('success'), 'completed')).toBe('completed');
  });

  it('says a bonus and a swap are done in their own words', () => {
    expect(operationOutcome({ type: 'referral_bonus' }, 'completed')).toBe('bonus_done');
    expect(operationOutcome({ type: 'swap' }, 'completed')).toBe('swap_done');
  });

  it('says where a referral bonus stands: held until a date, credited, or taken back (decision 0067)', () => {
    const bonus = (status: 'held' | 'credited' | 'taken_back') => ({
      type: 'referral_bonus' as const,
      bonus: {
        status,
        held_until: status === 'held' ? '2026-12-27T10:00:00.000Z' : null,
        credited_amount: '1',
        taken_back_amount: '0',
      },
    });
    expect(operationOutcome(bonus('held'), 'awaiting_payment')).toBe('bonus_held');
    expect(operationOutcome(bonus('credited'), 'completed')).toBe('bonus_done');
    expect(operationOutcome(bonus('taken_back'), 'refunded')).toBe('bonus_taken_back');
    const badge = (status: 'held' | 'credited' | 'taken_back') =>
      operationDisplay({ status: 'pending', charge: null, ...bonus(status) }, Date.now());
    // Never the charge's words ("Awaiting payment", "Refunded") for a bonus nobody pays.
    expect(badge('held')).toBe('bonus_held');
    expect(badge('credited')).toBe('bonus_credited');
    expect(badge('taken_back')).toBe('bonus_taken_back');
  });
});
