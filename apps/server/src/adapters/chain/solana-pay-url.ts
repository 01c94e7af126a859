import { isAddress, type Address } from '@solana/kit';

/**
 * A Solana Pay transfer request (https://docs.solanapay.com/spec, "Transfer request"):
 * `solana:<recipient>?amount=&spl-token=&reference=&label=&message=&memo=`. Built here rather
 * than with `@solana/pay`, which is written for the older web3.js `PublicKey` API, not @solana/kit.
 */
export interface TransferRequest {
  /** A wallet (system account), never a token account: the payer's wallet derives the recipient's token account. */
  recipient: Address;
  /** In the token's units ("12.34"), not base units; absent means the wallet asks the payer. */
  amount: string | null;
  /** The SPL mint to pay in; absent means native SOL. */
  splToken: Address | null;
  /** Keys added read-only to the transfer instruction so the payment can be found on chain. */
  references: Address[];
  label: string | null;
  message: string | null;
  /** Written on chain by the SPL Memo program alongside the transfer. */
  memo: string | null;
}

/** Non-negative decimal, a leading 0 before the dot below 1, no exponent (spec, "amount"). */
const AMOUNT = /^(0|[1-9]\d*)(\.\d+)?$/;

export function encodeTransferRequest(request: TransferRequest): string {
  const params: string[] = [];
  const add = (name: string, value: string) => params.push(`${name}=${encodeURIComponent(value)}`);
  if (request.amount !== null) add('amount', request.amount);
  if (request.splToken !== null) add('spl-token', request.splToken);
  for (const reference of request.references) add('reference', reference);
  if (request.label !== null) add('label', request.label);
  if (request.message !== null) add('message', request.message);
  if (request.memo !== null) add('memo', request.memo);
  return `solana:${request.recipient}${params.length ? `?${params.join('&')}` : ''}`;
}

export class TransferRequestError extends Error {}

/** Parses what a wallet app reads from the QR code; throws TransferRequestError on anything the spec does not allow. */
export function parseTransferRequest(text: string): TransferRequest {
  if (!text.startsWith('solana:')) throw new TransferRequestError('not a solana: URL');
  const rest = text.slice('solana:'.length);
  const query = rest.indexOf('?');
  const recipient = decodeURIComponent(query === -1 ? rest : rest.slice(0, query));
  // A transaction request carries an https link instead of an address; this wallet pays transfers only.
  if (!isAddress(recipient)) throw new TransferRequestError('the recipient is not a Solana address');
  const params = new URLSearchParams(query === -1 ? '' : rest.slice(query + 1));
  const single = (name: string): string | null => {
    const values = params.getAll(name);
    if (values.length > 1) throw new TransferRequestError(`${name} is given more than once`);
    return values[0] ?? null;
  };
  const amount = single('amount');
  if (amount !== null && !AMOUNT.test(amount)) throw new TransferRequestError('amount is not a decimal number');
  const splToken = single('spl-token');
  if (splToken !== null && !isAddress(splToken)) throw new TransferRequestError('spl-token is not a mint address');
  const references = params.getAll('reference');
  for (const reference of references) {
    if (!isAddress(reference)) throw new TransferRequestError('a reference is not a Solana address');
  }
  return {
    recipient,
    amount,
    splToken: splToken as Address | null,
    references: references as Address[],
    label: single('label'),
    message: single('message'),
    memo: single('memo'),
  };
}
