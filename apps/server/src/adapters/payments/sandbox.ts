import { createHash, randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@pinacoteca/contracts/enums';
import { SANDBOX_PAY_ANCHOR } from '@pinacoteca/contracts/orders/order';
import { parseUsd } from '@pinacoteca/contracts/money';
import { formatUnits } from '@pinacoteca/contracts/units';
import type { ChargeDetails, ChargeRequest, PaymentProvider } from './provider.ts';

/**
 * Fixed sandbox rates, USD per unit of each currency (docs/decisions/0022). Round figures on
 * purpose: nobody should mistake a sandbox amount for a market quote. SANDBOX_RATES overrides them.
 */
export const SANDBOX_RATES_USD: Readonly<Record<PaymentCurrency, string>> = {
  BTC: '60000',
  BCH: '400',
  ETH: '3000',
  LTC: '80',
  DAI: '1',
  USDC: '1',
};

/** Places the amount is shown with (a wallet accepts more; these are enough to be exact to a cent). */
export const SANDBOX_DECIMALS: Readonly<Record<PaymentCurrency, number>> = {
  BTC: 8,
  BCH: 8,
  ETH: 8,
  LTC: 8,
  DAI: 2,
  USDC: 2,
};

/** Parses `BTC=60000,ETH=3000.50` into USD cents per unit; unknown currencies are refused. */
export function parseSandboxRates(text: string): Partial<Record<PaymentCurrency, bigint>> {
  const rates: Partial<Record<PaymentCurrency, bigint>> = {};
  for (const part of text.split(',')) {
    if (!part.trim()) continue;
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    if (!(PAYMENT_CURRENCIES as readonly string[]).includes(name)) {
      throw new RangeError(`SANDBOX_RATES: unknown currency ${name} (one of ${PAYMENT_CURRENCIES.join(', ')})`);
    }
    const cents = parseUsd(value);
    if (cents <= 0n) throw new RangeError(`SANDBOX_RATES: the rate of ${name} must be above 0`);
    rates[name as PaymentCurrency] = cents;
  }
  return rates;
}

/**
 * USD cents in a currency at a rate (USD cents per unit), rounded up to the currency's places
 * so a payer who sends the amount shown never pays less than the order. Integers only.
 */
export function convertCents(amountCents: bigint, rateCents: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  return formatUnits((amountCents * scale + rateCents - 1n) / rateCents, decimals);
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
// Crockford's base32 without I, L, O, U: a code read aloud or typed is not misread.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function fromAlphabet(bytes: Buffer, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[bytes[i % bytes.length]! % alphabet.length];
  return out;
}

function base58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)]! + out;
    value /= 58n;
  }
  return out;
}

/**
 * A sandbox address per order and currency, shaped like the currency's test-network addresses
 * and always the same for the same order, so a page reload shows the same one. Nothing is ever
 * sent to it: the sandbox is paid with the simulate control.
 */
export function sandboxAddress(orderId: string, currency: PaymentCurrency): string {
  const digest = createHash('sha256').update(`pinacoteca-sandbox:${currency}:${orderId}`).digest();
  switch (currency) {
    case 'BTC':
      return `tb1q${fromAlphabet(digest, BECH32, 38)}`;
    case 'LTC':
      return `tltc1q${fromAlphabet(digest, BECH32, 38)}`;
    case 'BCH':
      return `bchtest:qq${fromAlphabet(digest, BECH32, 40)}`;
    case 'ETH':
    case 'DAI':
      return `0x${digest.subarray(0, 20).toString('hex')}`;
    case 'USDC':
      return base58(digest);
  }
}

/**
 * The embedded default for every currency (ARCHITECTURE §1): describes a charge at fixed rates,
 * with a sandbox address and a link to the order page's simulate controls, which settle it
 * through the order service's `markPaid` outside production. The link is a path on this
 * platform, not an address built from PUBLIC_URL: the person follows it on the origin they are
 * signed in on (localhost and 127.0.0.1 are different origins, each with its own sign-in).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly rates: Record<PaymentCurrency, bigint>;

  constructor(options: { rates?: string } = {}) {
    const defaults = Object.fromEntries(
      Object.entries(SANDBOX_RATES_USD).map(([c, usd]) => [c, parseUsd(usd)]),
    ) as Record<PaymentCurrency, bigint>;
    this.rates = { ...defaults, ...parseSandboxRates(options.rates ?? '') };
  }

  supports(currency: PaymentCurrency): boolean {
    return currency in this.rates;
  }

  rate(currency: PaymentCurrency): bigint {
    return this.rates[currency];
  }

  createCharge(request: ChargeRequest): Promise<ChargeDetails> {
    const code = fromAlphabet(randomBytes(10), CODE_ALPHABET, 10);
    return Promise.resolve({
      provider: this.name,
      code,
      amount: convertCents(request.amountCents, this.rates[request.currency], SANDBOX_DECIMALS[request.currency]),
      address: sandboxAddress(request.orderId, request.currency),
      url: `/operations/${request.orderId}#${SANDBOX_PAY_ANCHOR}`,
      reference: null,
    });
  }
}
