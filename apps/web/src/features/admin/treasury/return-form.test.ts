import { describe, expect, it } from 'vitest';
import type { TreasuryReturn, TreasurySurplus } from '@pinacoteca/contracts/tokens/treasury-return';
import { prefilledAmount, returnResolver, sentReturnStatus, type ReturnValues } from './return-form.ts';

const INDEX: TreasurySurplus = {
  token_id: '6f1c2f0e-3a0b-4c8e-9b1d-2f8a7c5e4d31',
  symbol: 'INDEX',
  decimals: 6,
  recorded: '2.5',
  checked_at: '2026-11-27T07:27:00Z',
  returnable: '2.5',
};
const MONA: TreasurySurplus = {
  ...INDEX,
  token_id: '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a',
  symbol: 'MONA',
  decimals: 0,
  recorded: '4',
  returnable: '4',
};
const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

async function errorsOf(values: Partial<ReturnValues>, surpluses = [INDEX, MONA]) {
  const resolve = returnResolver(surpluses, 'en');
  const result = await resolve(
    { token_id: INDEX.token_id, amount: '1', wallet_address: WALLET, note: '', ...values },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

describe('the treasury return form', () => {
  it('sends an amount typed with a decimal comma on the Russian page with the point, however many places it has', async () => {
    const resolve = returnResolver([INDEX, MONA], 'ru');
    const result = await resolve(
      { token_id: INDEX.token_id, amount: '1,125', wallet_address: WALLET, note: '' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ amount: '1.125' });
  });

  it('refuses "1,000" typed on the English page as ambiguous: a thousand to its reader (decision 0069)', async () => {
    expect(await errorsOf({ amount: '1,000' })).toEqual({ amount: 'amount_ambiguous' });
    // Other commas read one way only.
    expect(await errorsOf({ amount: '1,5' })).toEqual({});
  });

  it('shows an amount over the surplus together with a wrong address, not after it is put right', async () => {
    expect(await errorsOf({ amount: '3', wallet_address: 'not-a-wallet' })).toEqual({
      amount: 'treasury_return_over_surplus:2.5:INDEX',
      wallet_address: 'wallet_address_invalid',
    });
  });

  it("judges the amount by the chosen token's places and surplus", async () => {
    expect(await errorsOf({ amount: '3' })).toEqual({ amount: 'treasury_return_over_surplus:2.5:INDEX' });
    expect(await errorsOf({ token_id: MONA.token_id, amount: '1.5' })).toEqual({ amount: 'treasury_return_whole' });
    expect(await errorsOf({ token_id: MONA.token_id, amount: '1.0' })).toEqual({});
    expect(await errorsOf({ token_id: MONA.token_id, amount: '5' })).toEqual({
      amount: 'treasury_return_over_surplus:4:MONA',
    });
    expect(await errorsOf({ amount: '2.5' })).toEqual({});
  });

  it("keeps the schema's own amount error (one message a field)", async () => {
    expect(await errorsOf({ amount: '', wallet_address: '' })).toEqual({
      amount: expect.any(String),
      wallet_address: 'required',
    });
  });
});

describe('the amount the form starts with', () => {
  it("is the whole returnable surplus, in the page language's decimal mark", () => {
    expect(prefilledAmount(INDEX, 'en')).toBe('2.5');
    expect(prefilledAmount(INDEX, 'ru')).toBe('2,5');
    expect(prefilledAmount(MONA, 'ru')).toBe('4');
  });

  it('is empty when no surplus is known', () => {
    expect(prefilledAmount(undefined, 'ru')).toBe('');
    expect(prefilledAmount({ ...INDEX, returnable: null }, 'ru')).toBe('');
  });

  it('is read back by the form as the surplus itself', async () => {
    expect(await errorsOf({ amount: prefilledAmount(INDEX, 'ru') })).toEqual({});
  });
});

describe('the notice after a return is sent', () => {
  const sent = { id: 'a', status: 'processing' } as const;
  const listed = (status: TreasuryReturn['status']) => [{ id: 'a', status } as TreasuryReturn];

  it('follows the return as the list shows it', () => {
    expect(sentReturnStatus(listed('processing'), sent)).toBe('processing');
    expect(sentReturnStatus(listed('success'), sent)).toBe('success');
    expect(sentReturnStatus(listed('failed'), sent)).toBe('failed');
  });

  it('says what the server answered until the list has it, and nothing when none was sent', () => {
    expect(sentReturnStatus([], { id: 'a', status: 'success' })).toBe('success');
    expect(sentReturnStatus(listed('success'), null)).toBeNull();
  });
});
