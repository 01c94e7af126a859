import { describe, expect, it } from 'vitest';
import { DevSendRequest } from './deposit.ts';
import { SellRequest } from './sell.ts';
import { SwapRequest } from './swap.ts';
import { WithdrawRequest } from './withdraw.ts';

const TOKEN = '6240585b-8553-4631-b49b-dfa40a6060b6';
const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

/** Every request that takes a token amount as decimal text, with its other fields valid. */
const requests = {
  swap: (amount: unknown) =>
    SwapRequest.safeParse({ token_id: TOKEN, to_token_id: 'd1a7da40-1476-446b-bef9-9a6a07dc6d51', amount }),
  sell: (amount: unknown) => SellRequest.safeParse({ token_id: TOKEN, amount, payout_address: ADDRESS }),
  withdraw: (amount: unknown) =>
    WithdrawRequest.safeParse({ token_id: TOKEN, amount, wallet_address: ADDRESS, wallet_type: 'solana' }),
  'dev send': (amount: unknown) => DevSendRequest.safeParse({ to: ADDRESS, token_id: TOKEN, amount }),
};

describe('token amounts of swap, sell, withdraw and the dev send', () => {
  for (const [name, parse] of Object.entries(requests)) {
    const amountIssue = (amount: unknown) => parse(amount).error?.issues.find((i) => i.path[0] === 'amount')?.message;

    it(`${name}: a number or other non-text is the format message, not "required"`, () => {
      for (const value of [1, 2.5, true, {}, ['1']])
        expect(amountIssue(value), JSON.stringify(value)).toBe('invalid_format');
    });

    it(`${name}: missing is required; malformed text is the format message; decimal text passes`, () => {
      expect(amountIssue(undefined)).toBe('required');
      expect(amountIssue(null)).toBe('required');
      for (const text of ['', '-1', '1e3', '01', '1.1234567', 'one'])
        expect(amountIssue(text), text).toBe('invalid_format');
      for (const text of ['1', ' 12 ', '2.5', '0.000001']) expect(parse(text).success, text).toBe(true);
    });
  }
});
