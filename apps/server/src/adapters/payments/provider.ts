import type { Language } from '@pinacoteca/contracts/constants';
import type { PaymentCurrency } from '@pinacoteca/contracts/enums';

/** What the order service asks a provider for when an order is placed. */
export interface ChargeRequest {
  orderId: string;
  /** The order's value in USD cents. */
  amountCents: bigint;
  currency: PaymentCurrency;
  expiresAt: Date;
  /** The payer's language: what a wallet app shows of the request (Solana Pay's `message`) is in it. */
  language?: Language;
}

/** What a provider answers: where and how much to pay. The order service stores it as the charge. */
export interface ChargeDetails {
  /** The provider's name, as stored with the charge (`sandbox`, `solana-pay`, …). */
  provider: string;
  /** The charge's code, unique per provider; shown to the payer and used to find the charge again. */
  code: string;
  /** Amount in `currency`, a decimal string in that currency's units. */
  amount: string;
  /** Address the payer sends to. */
  address: string;
  /** What the QR code encodes and the pay-with-provider link opens. */
  url: string;
  /** Provider data needed to find the payment later (e.g. the Solana Pay reference key). */
  reference: string | null;
}

/**
 * The provider, or what it needs to describe a charge (the chain, for Solana Pay), cannot be
 * reached now: the order is not placed, and the buyer is told to try again (`key`, a message key)
 * rather than shown a 500.
 */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly key: string,
    options: { cause: unknown },
  ) {
    super(key, options);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * A payment provider behind one interface (ARCHITECTURE §1): the sandbox for every currency in
 * embedded mode, Solana Pay for USDC, a hosted gateway later. Providers only describe charges;
 * payments they detect are applied by the order service's `markPaid`, exactly once per event key.
 */
export interface PaymentProvider {
  readonly name: string;
  supports(currency: PaymentCurrency): boolean;
  createCharge(request: ChargeRequest): Promise<ChargeDetails>;
}
