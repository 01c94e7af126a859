import { describe, expect, it } from 'vitest';
import { address } from '@solana/kit';
import { centsToStablecoin } from './amounts.ts';
import { encodeTransferRequest, parseTransferRequest, TransferRequestError } from './solana-pay-url.ts';

const recipient = address('mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN');
const mint = address('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
const reference = address('82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny');

describe('stablecoin amounts', () => {
  it('turns cents into dollars one to one, exactly', () => {
    expect(centsToStablecoin(1234n)).toBe('12.34');
    expect(centsToStablecoin(5n)).toBe('0.05');
    expect(centsToStablecoin(100_000_000_000n)).toBe('1000000000.00');
  });
});

describe('Solana Pay transfer requests', () => {
  const request = {
    recipient,
    amount: '12.34',
    splToken: mint,
    references: [reference],
    label: 'Pinacoteca',
    message: 'Pinacoteca order ABC & co',
    memo: 'ABC123',
  };

  it('writes the URL of the spec, parameters percent-encoded', () => {
    expect(encodeTransferRequest(request)).toBe(
      `solana:${recipient}?amount=12.34&spl-token=${mint}&reference=${reference}` +
        '&label=Pinacoteca&message=Pinacoteca%20order%20ABC%20%26%20co&memo=ABC123',
    );
  });

  it('reads back what it wrote', () => {
    expect(parseTransferRequest(encodeTransferRequest(request))).toEqual(request);
  });

  it('reads a bare recipient as a request for SOL with no amount', () => {
    expect(parseTransferRequest(`solana:${recipient}`)).toMatchObject({
      recipient,
      amount: null,
      splToken: null,
      references: [],
    });
  });

  it('refuses what the spec does not allow', () => {
    const bad = [
      'bitcoin:abc',
      'solana:https://example.com/pay',
      'solana:notanaddress',
      `solana:${recipient}?amount=1e3`,
      `solana:${recipient}?amount=.5`,
      `solana:${recipient}?amount=1&amount=2`,
      `solana:${recipient}?spl-token=nope`,
      `solana:${recipient}?reference=nope`,
    ];
    for (const url of bad) expect(() => parseTransferRequest(url), url).toThrow(TransferRequestError);
  });
});
