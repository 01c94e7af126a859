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

    it(`${name}: missing or left empty is required; malformed text is the format message; decimal text passes`, () => {
      expect(amountIssue(undefined)).toBe('required');
      expect(amountIssue(null)).toBe('required');
      expect(amountIssue('')).toBe('required');
      expect(amountIssue('  ')).toBe('required');
      for (const text of ['-1', '1e3', '01', 'one']) expect(amountIssue(text), text).toBe('invalid_format');
      for (const text of ['1', ' 12 ', '2.5', '0.000001']) expect(parse(text).success, text).toBe(true);
    });

    it(`${name}: a decimal comma is read as the point; thousands separators and spaces are not amounts`, () => {
      for (const [text, wire] of [
        ['5,5', '5.5'],
        [' 0,000001 ', '0.000001'],
        ['1,0', '1.0'],
      ]) {
        const result = parse(text);
        expect(result.success, text).toBe(true);
        expect((result.data as { amount: string } | undefined)?.amount, text).toBe(wire);
      }
      for (const text of ['1,234.5', '1.234,5', '1 00', ',5', '5,', '1,2,3'])
        expect(amountIssue(text), text).toBe('invalid_format');
      // Thousands grouped by blanks, as Russian writes them: told to write them without.
      for (const text of ['1 000', '12 500,5', '1\u00a0000', '1\u202f000 000'])
        expect(amountIssue(text), text).toBe('amount_ambiguous');
    });

    it(`${name}: a comma before exactly three digits is refused as ambiguous, not guessed`, () => {
      // A thousand to an English reader, one and a bit to a Russian one.
      for (const text of ['1,000', '12,500', '999,999']) expect(amountIssue(text), text).toBe('amount_ambiguous');
      // Read one way only: a zero before the comma, more than three digits before it, other lengths after it.
      for (const [text, wire] of [
        ['0,125', '0.125'],
        ['1234,567', '1234.567'],
        ['1,25', '1.25'],
        ['1,2500', '1.2500'],
        ['1.125', '1.125'],
      ]) {
        const result = parse(text);
        expect(result.success, text).toBe(true);
        expect((result.data as { amount: string } | undefined)?.amount, text).toBe(wire);
      }
    });

    it(`${name}: more than six decimal places says at most six, with a point or a comma`, () => {
      expect(amountIssue('1.1234567')).toBe('amount_decimals:6');
      expect(amountIssue('0,0000001')).toBe('amount_decimals:6');
    });
  }
});

describe('the other fields of withdraw, sell and swap', () => {
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

  it('answers a missing token as required, like every missing field, and a malformed one as the format message', () => {
    expect(issues(WithdrawRequest.safeParse({ amount: '1', wallet_address: ADDRESS, wallet_type: 'solana' }))).toEqual({
      token_id: 'required',
    });
    expect(issues(SellRequest.safeParse({ token_id: '', amount: '1', payout_address: ADDRESS }))).toEqual({
      token_id: 'required',
    });
    expect(issues(SwapRequest.safeParse({ token_id: null, amount: '1' }))).toEqual({
      token_id: 'required',
      to_token_id: 'required',
    });
    expect(issues(SwapRequest.safeParse({ token_id: 'abc', to_token_id: 7, amount: '1' }))).toEqual({
      token_id: 'invalid_format',
      to_token_id: 'invalid_format',
    });
    expect(issues(DevSendRequest.safeParse({ to: ADDRESS, amount: '1' }))).toEqual({ token_id: 'required' });
  });

  it('answers a missing wallet type as required, and another type as Solana-only wallets', () => {
    const withdraw = (wallet_type: unknown) =>
      issues(WithdrawRequest.safeParse({ token_id: TOKEN, amount: '1', wallet_address: ADDRESS, wallet_type }));
    expect(withdraw(undefined)).toEqual({ wallet_type: 'required' });
    expect(withdraw(null)).toEqual({ wallet_type: 'required' });
    expect(withdraw('ethereum')).toEqual({ wallet_type: 'wallet_type_unsupported' });
    expect(withdraw('solana')).toEqual({});
  });
});
