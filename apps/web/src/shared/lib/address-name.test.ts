import { describe, expect, it } from 'vitest';
import { addressName } from './address-name.ts';

const testWallet = { address: '4ULwTestWalletWXRL', name: 'Test wallet' };

describe('the name a saved address is shown with', () => {
  it('is the current language’s for the test wallet, whatever it was saved with', () => {
    expect(addressName({ address: testWallet.address, label: 'Тестовый кошелёк' }, testWallet)).toBe('Test wallet');
    expect(addressName({ address: testWallet.address, label: null }, testWallet)).toBe('Test wallet');
  });

  it('is the saved label for any other address, or none', () => {
    expect(addressName({ address: 'OtherAddress1111', label: 'Phantom' }, testWallet)).toBe('Phantom');
    expect(addressName({ address: 'OtherAddress1111', label: null }, testWallet)).toBeNull();
    expect(addressName({ address: 'OtherAddress1111', label: '' }, testWallet)).toBeNull();
  });

  it('is the saved label where there is no test wallet (production)', () => {
    expect(addressName({ address: testWallet.address, label: 'Тестовый кошелёк' }, null)).toBe('Тестовый кошелёк');
  });
});
