import { describe, expect, it } from 'vitest';
import { returnAmountUnits, TreasuryReturnRequest } from './treasury-return.ts';

describe('a treasury return’s amount', () => {
  it('reads whole art tokens and INDEX to six decimals, in base units', () => {
    expect(returnAmountUnits('7', 0)).toEqual({ units: 7n });
    expect(returnAmountUnits('0.000001', 6)).toEqual({ units: 1n });
    expect(returnAmountUnits('2.5', 6)).toEqual({ units: 2_500_000n });
    // Trailing zeros are only a spelling, as for a withdrawal or a sale.
    expect(returnAmountUnits('1.0', 0)).toEqual({ units: 1n });
    expect(returnAmountUnits('3.000000', 0)).toEqual({ units: 3n });
  });

  it('refuses a fraction of an art token, and nothing at all', () => {
    expect(returnAmountUnits('1.5', 0)).toEqual({ problem: 'treasury_return_whole' });
    expect(returnAmountUnits('0', 0)).toEqual({ problem: 'treasury_return_min' });
    expect(returnAmountUnits('0.000000', 6)).toEqual({ problem: 'treasury_return_min' });
    expect(returnAmountUnits('1e3', 0)).toEqual({ problem: 'invalid_format' });
    expect(returnAmountUnits('1,234.5', 6)).toEqual({ problem: 'invalid_format' });
    expect(returnAmountUnits('0.0000001', 6)).toEqual({ problem: 'amount_decimals:6' });
  });

  it('reads a decimal comma as the point, as the Russian console writes amounts', () => {
    expect(returnAmountUnits('2,5', 6)).toEqual({ units: 2_500_000n });
    expect(returnAmountUnits('1,5', 0)).toEqual({ problem: 'treasury_return_whole' });
    const base = {
      token_id: '8f6d0c4e-3b1a-4a8e-9f61-2c7d5e4b3a10',
      wallet_address: '11111111111111111111111111111111',
    };
    expect(TreasuryReturnRequest.parse({ ...base, amount: ' 2,5 ' }).amount).toBe('2.5');
  });

  it('takes an empty amount as missing and a long note as too long', () => {
    const base = {
      token_id: '8f6d0c4e-3b1a-4a8e-9f61-2c7d5e4b3a10',
      wallet_address: '11111111111111111111111111111111',
    };
    const empty = TreasuryReturnRequest.safeParse({ ...base, amount: ' ' });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['amount', 'required']]);
    const long = TreasuryReturnRequest.safeParse({ ...base, amount: '1', note: 'x'.repeat(501) });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['note', 'max_chars:500']]);
    expect(TreasuryReturnRequest.parse({ ...base, amount: '1', note: '  ' }).note).toBeNull();
    const noToken = TreasuryReturnRequest.safeParse({ amount: '1', wallet_address: base.wallet_address });
    expect(noToken.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['token_id', 'required']]);
  });
});
