import { z } from 'zod';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * GET /api/dev/chain/wallet (absent in production): the embedded chain's test wallet, which
 * stands in for the investor's own wallet app, with what it holds of each platform token.
 */
export const DevWalletResponse = z
  .object({
    address: z.string(),
    sol: z.string(),
    usdc: z.string(),
    tokens: z.array(z.object({ token_id: Uuid, symbol: z.string(), mint_address: z.string(), amount: z.string() })),
  })
  .meta({ id: 'DevWalletResponse' });
export type DevWalletResponse = z.infer<typeof DevWalletResponse>;

export const getDevWallet = {
  method: 'GET',
  path: '/api/dev/chain/wallet',
  access: 'public',
  tags: ['dev'],
  summary:
    "Development only: the embedded chain's test wallet (it stands in for the investor's wallet app): its address and what it holds",
  responses: { 200: DevWalletResponse },
} as const satisfies Endpoint;

/** Most test USDC one top-up may create (a guard against a typo, not a limit of the chain). */
export const MAX_TEST_USDC_TOP_UP = 1_000_000;

/**
 * POST /api/dev/chain/usdc (absent in production, embedded chain only): creates test USDC in the
 * platform's own wallet, the one sale payouts are paid from, so a sale waiting for USDC can be paid
 * on `npm start`. `amount` is whole USDC, as a number or, like every other amount of the API, as
 * decimal text ("5000").
 */
export const TopUpTestUsdcRequest = z
  .object({
    amount: z
      .union(
        [
          z.number(),
          // Whole USDC as text, trailing zeros only a spelling ("5000.00"), as every other amount.
          z
            .string()
            .trim()
            .regex(/^\d{1,12}(\.0+)?$/, 'invalid_format')
            .transform(Number),
        ],
        { error: (issue) => (issue.input == null || issue.input === '' ? 'required' : 'invalid_format') },
      )
      .pipe(z.number().int('invalid_format').min(1, 'invalid_format').max(MAX_TEST_USDC_TOP_UP, 'invalid_format')),
  })
  .meta({ id: 'TopUpTestUsdcRequest' });
export const TopUpTestUsdcResponse = z
  .object({ signature: z.string(), usdc_balance: z.string() })
  .meta({ id: 'TopUpTestUsdcResponse' });

export const topUpTestUsdc = {
  method: 'POST',
  path: '/api/dev/chain/usdc',
  // An operator's, checked before the body is read, as on every console call.
  access: 'staff',
  tags: ['dev'],
  summary:
    "Development only: an operator creates test USDC in the platform's wallet that pays sales back (embedded chain only; absent in production)",
  body: TopUpTestUsdcRequest,
  responses: { 200: TopUpTestUsdcResponse, 403: ErrorResponse },
} as const satisfies Endpoint;
