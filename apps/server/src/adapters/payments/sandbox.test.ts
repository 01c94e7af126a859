import { describe, expect, it } from 'vitest';
import { PAYMENT_CURRENCIES } from '@pinacoteca/contracts/enums';
import { convertCents, parseSandboxRates, SandboxProvider, sandboxAddress } from './sandbox.ts';

describe('sandbox provider', () => {
  it('converts USD cents at a rate, rounding up to the currency places so the payer never pays less', () => {
    expect(convertCents(15_000n, 6_000_000n, 8)).toBe('0.0025');
    expect(convertCents(15_001n, 6_000_000n, 8)).toBe('0.00250017');
    expect(convertCents(15_000n, 100n, 2)).toBe('150');
    expect(convertCents(1n, 100n, 2)).toBe('0.01');
    expect(convertCents(123_456_789_012n, 300_000n, 8)).toBe('411522.63004');
  });

  it('reads SANDBOX_RATES and refuses unknown currencies and zero rates', () => {
    expect(parseSandboxRates('BTC=50000, ETH = 2500.5')).toEqual({ BTC: 5_000_000n, ETH: 250_050n });
    expect(parseSandboxRates('')).toEqual({});
    expect(() => parseSandboxRates('XRP=1')).toThrow(/unknown currency XRP/);
    expect(() => parseSandboxRates('BTC=0')).toThrow(/above 0/);
  });

  it('gives each order the same address every time, a different one per order and currency', () => {
    const a = '6d2c6a47-3f0b-4a44-9d0e-8f3f2a1b0c9d';
    const b = '0b9a5c1e-8f2d-4c3b-a1e0-9d8c7b6a5f4e';
    for (const currency of PAYMENT_CURRENCIES) {
      expect(sandboxAddress(a, currency)).toBe(sandboxAddress(a, currency));
      expect(sandboxAddress(a, currency)).not.toBe(sandboxAddress(b, currency));
    }
    expect(sandboxAddress(a, 'ETH')).not.toBe(sandboxAddress(a, 'DAI'));
  });

  it("describes a charge with the configured rate, a code and a same-origin link to the order page's simulate controls", async () => {
    const provider = new SandboxProvider({ rates: 'BTC=100000' });
    const charge = await provider.createCharge({
      orderId: 'o-1',
      amountCents: 5_000n,
      currency: 'BTC',
      expiresAt: new Date(),
    });
    expect(charge).toMatchObject({
      provider: 'sandbox',
      amount: '0.0005',
      url: '/operations/o-1#dev-payment',
      reference: null,
    });
    expect(charge.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(PAYMENT_CURRENCIES.every((c) => provider.supports(c))).toBe(true);
  });
});
