import { randomBytes } from 'node:crypto';
import { generateKeyPairSigner } from '@solana/kit';
import type { PaymentCurrency } from '@pinacoteca/contracts/enums';
import { centsToStablecoin } from '../chain/amounts.ts';
import type { ChainClient } from '../chain/chain.ts';
import { encodeTransferRequest } from '../chain/solana-pay-url.ts';
import { ProviderUnavailableError, type ChargeDetails, type ChargeRequest, type PaymentProvider } from './provider.ts';

export const SOLANA_PAY_PROVIDER = 'solana-pay';

// Crockford's base32 without I, L, O, U, as the sandbox's codes: read aloud or typed without misreading.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function chargeCode(): string {
  return [...randomBytes(12)].map((b) => CODE_ALPHABET[b % 32]).join('');
}

/**
 * Solana Pay for USDC (ARCHITECTURE §1): a transfer request for exactly the order's value,
 * one USD cent to 0.01 USDC, to the platform's recipient wallet, with a fresh reference key per
 * charge by which `jobs/solana-pay-watcher.ts` finds the payment on chain. The URL is what the
 * order page shows as the QR code and the pay-with-wallet link.
 */
export class SolanaPayProvider implements PaymentProvider {
  readonly name = SOLANA_PAY_PROVIDER;

  constructor(
    private readonly chain: ChainClient,
    private readonly options: { label: string } = { label: 'Pinacoteca' },
  ) {}

  supports(currency: PaymentCurrency): boolean {
    return currency === 'USDC';
  }

  async createCharge(request: ChargeRequest): Promise<ChargeDetails> {
    if (!this.supports(request.currency)) throw new RangeError(`Solana Pay takes USDC only, not ${request.currency}`);
    if (request.amountCents <= 0n) throw new RangeError('a charge must be for more than nothing');
    const target = await this.chain.paymentTarget().catch((error: unknown) => {
      // A cluster that cannot be reached (SOLANA_RPC_URL) cannot say where to pay.
      throw new ProviderUnavailableError('chain_unavailable', { cause: error });
    });
    // Cents must be representable exactly; USDC has 6 places.
    if (target.decimals < 2) throw new RangeError(`the USDC mint ${target.mint} has ${target.decimals} decimals`);
    const code = chargeCode();
    // The spec asks for a random public key nobody will ever sign with: the secret is dropped at once.
    const reference = (await generateKeyPairSigner()).address;
    const amount = centsToStablecoin(request.amountCents);
    const url = encodeTransferRequest({
      recipient: target.recipient,
      amount,
      splToken: target.mint,
      references: [reference],
      label: this.options.label,
      // Shown by the payer's wallet app beside the amount, so in the language of the page that asked.
      message:
        request.language === 'ru' ? `Заказ ${this.options.label} ${code}` : `${this.options.label} order ${code}`,
      memo: code,
    });
    return { provider: this.name, code, amount, address: target.recipient, url, reference };
  }
}
