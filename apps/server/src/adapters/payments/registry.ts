import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@pinacoteca/contracts/enums';
import type { PaymentProvider } from './provider.ts';

/**
 * Which provider takes payments in which currency. A provider registered later wins for the
 * currencies it supports, so app.ts registers the sandbox first (outside production) and real
 * providers (Solana Pay for USDC, a gateway) after it.
 */
export class PaymentProviders {
  private readonly byCurrency = new Map<PaymentCurrency, PaymentProvider>();
  private readonly byName = new Map<string, PaymentProvider>();

  register(provider: PaymentProvider, currencies?: readonly PaymentCurrency[]): this {
    this.byName.set(provider.name, provider);
    for (const currency of currencies ?? PAYMENT_CURRENCIES) {
      if (provider.supports(currency)) this.byCurrency.set(currency, provider);
    }
    return this;
  }

  /** The provider of new charges in `currency`, or null when none takes it. */
  forCurrency(currency: PaymentCurrency): PaymentProvider | null {
    return this.byCurrency.get(currency) ?? null;
  }

  named(name: string): PaymentProvider | null {
    return this.byName.get(name) ?? null;
  }
}
