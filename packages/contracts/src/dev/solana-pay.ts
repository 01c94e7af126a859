import { z } from 'zod';
import { type Endpoint } from '../endpoint.ts';

/**
 * POST /api/dev/solana-pay/pay (absent in production): the embedded chain's test wallet pays a
 * Solana Pay transfer request, as a person's wallet app would after scanning the QR code.
 */
export const DevSolanaPayRequest = z.object({ url: z.string().startsWith('solana:') });
export type DevSolanaPayRequest = z.infer<typeof DevSolanaPayRequest>;
export const DevSolanaPayResponse = z.object({ signature: z.string() });
export type DevSolanaPayResponse = z.infer<typeof DevSolanaPayResponse>;

export const payWithDevWallet = {
  method: 'POST',
  path: '/api/dev/solana-pay/pay',
  access: 'public',
  tags: ['dev'],
  summary: "Development only: the embedded chain's test wallet pays a Solana Pay transfer request",
  body: DevSolanaPayRequest,
  responses: { 200: DevSolanaPayResponse },
} as const satisfies Endpoint;
