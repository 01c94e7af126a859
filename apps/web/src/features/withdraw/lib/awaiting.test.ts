import { describe, expect, it } from 'vitest';
import type { Order } from '@pinacoteca/contracts/orders/order';
import type { SaleStatus } from '@pinacoteca/contracts/tokens/sell';
import type { WithdrawalStatus } from '@pinacoteca/contracts/tokens/withdraw';
import { awaitingTo } from './awaiting.ts';

const ID = '00000000-0000-4000-8000-000000000000';
const HERE = 'GZmLZMxajNr79bknwEqm1DbcQ7fvcHWym73pwbnVf3nU';
const ELSEWHERE = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const base: Pick<Order, 'id' | 'created_at' | 'amount' | 'items' | 'charge'> = {
  id: ID,
  created_at: '2026-11-27T06:48:00Z',
  amount: '100.00',
  items: [{ token_id: ID, quantity: '1', total_amount: '100.00' }],
  charge: null,
};

const withdrawal = (status: WithdrawalStatus, to: string): Order => ({
  ...base,
  type: 'withdraw',
  status: 'pending',
  withdrawal: {
    id: ID,
    token_id: ID,
    symbol: 'ART',
    amount: '1',
    value: '100.00',
    wallet_type: 'solana',
    wallet_address: to,
    status,
    signature: null,
    explorer_url: null,
    reason: null,
    cause: null,
    created_at: base.created_at,
    confirmed_at: null,
  },
});

const sale = (status: SaleStatus, to: string): Order => ({
  ...base,
  type: 'selling',
  status: 'pending',
  sale: {
    id: ID,
    token_id: ID,
    symbol: 'ART',
    amount: '1',
    price: '100.00',
    payout: '100',
    payout_address: to,
    status,
    signature: null,
    explorer_url: null,
    reason: null,
    cause: null,
    created_at: base.created_at,
    confirmed_at: null,
  },
});

describe('what removing an address stops', () => {
  it('counts what waits for approval to that address only, and a withdrawal approved but not signed yet', () => {
    const operations = [
      withdrawal('awaiting_approval', HERE),
      withdrawal('awaiting_approval', HERE),
      withdrawal('processing', HERE),
      withdrawal('awaiting_approval', ELSEWHERE),
      sale('awaiting_approval', HERE),
      sale('awaiting_approval', ELSEWHERE),
    ];
    expect(awaitingTo(operations, HERE)).toEqual({ withdrawals: 3, sales: 1, held: [] });
    expect(awaitingTo(operations, ELSEWHERE)).toEqual({ withdrawals: 1, sales: 1, held: [] });
  });

  it('leaves what is signed already to finish', () => {
    const signed = withdrawal('processing', HERE);
    signed.withdrawal!.signature = 'sig';
    const paying = sale('processing', HERE);
    paying.sale!.signature = 'sig';
    expect(awaitingTo([signed, paying], HERE)).toEqual({ withdrawals: 0, sales: 0, held: [] });
  });

  it('names the sales already owed whose payout will wait for another address', () => {
    const owed = [sale('awaiting_funds', HERE), sale('failed', HERE), sale('processing', HERE)].map((o, i) => ({
      ...o,
      id: `${ID.slice(0, -1)}${i + 1}`,
    }));
    expect(awaitingTo([...owed, sale('success', HERE), sale('awaiting_funds', ELSEWHERE)], HERE).held).toEqual(
      owed.map((o) => o.id),
    );
  });

  it('counts nothing before the operations are read', () => {
    expect(awaitingTo(undefined, HERE)).toEqual({ withdrawals: 0, sales: 0, held: [] });
  });
});
