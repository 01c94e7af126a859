import { z } from 'zod';
import { tokenAmountRule } from './amount.ts';
import { idField } from '../rules.ts';
import { solanaAddressRule, WalletType } from './withdraw.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * Deposits (SPEC §2, §7; issue 11): each person has their own deposit address per wallet type;
 * platform tokens sent to it are credited once the transaction is final, then swept into the
 * treasury. Other tokens sent there are not credited.
 */

/** GET /api/tokens/deposit-address?wallet_type=solana */
export const DepositAddressQuery = z.object({ wallet_type: WalletType.default('solana') });
export const DepositAddress = z.object({ wallet_type: WalletType, address: z.string() }).meta({ id: 'DepositAddress' });
export type DepositAddress = z.infer<typeof DepositAddress>;

export const DepositStatus = z.enum(['processing', 'credited']);
export type DepositStatus = z.infer<typeof DepositStatus>;

export const Deposit = z
  .object({
    id: Uuid,
    token_id: Uuid,
    symbol: z.string(),
    amount: z.string(),
    status: DepositStatus,
    /** The transaction that brought the tokens, and where to see it. */
    signature: z.string(),
    explorer_url: z.string().nullable(),
    credited_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof Deposit>;

/** POST /api/dev/chain/send (absent in production): the test wallet sends platform tokens. */
export const DevSendRequest = z.object({
  to: solanaAddressRule,
  token_id: idField(),
  amount: tokenAmountRule,
});
export type DevSendRequest = z.infer<typeof DevSendRequest>;
export const DevSendResponse = z.object({ signature: z.string() });

/** GET /api/admin/deposits/ignored: tokens of other mints sent to people's deposit addresses, not credited. */
export const IgnoredDepositsResponse = z
  .object({
    deposits: z.array(
      z.object({
        id: Uuid,
        user_id: Uuid,
        signature: z.string(),
        deposit_address: z.string(),
        mint_address: z.string(),
        /** Base units of that mint (its decimals are not the platform's to know). */
        amount: z.string(),
        seen_at: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'IgnoredDepositsResponse' });
export type IgnoredDepositsResponse = z.infer<typeof IgnoredDepositsResponse>;

export const listIgnoredDeposits = {
  method: 'GET',
  path: '/api/admin/deposits/ignored',
  access: 'staff',
  tags: ['admin'],
  summary: 'Tokens of other mints sent to people’s deposit addresses: recorded, never credited',
  responses: { 200: IgnoredDepositsResponse },
} as const satisfies Endpoint;

export const sendFromDevWallet = {
  method: 'POST',
  path: '/api/dev/chain/send',
  access: 'public',
  tags: ['dev'],
  summary: "Development only: the embedded chain's test wallet sends `amount` of a platform token to `to`",
  body: DevSendRequest,
  responses: { 200: DevSendResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const getDepositAddress = {
  method: 'GET',
  path: '/api/tokens/deposit-address',
  access: 'signed-in',
  tags: ['account'],
  summary:
    'The person’s own deposit address for a wallet type (flag deposit): platform tokens sent to it are credited once final, then swept into custody',
  query: DepositAddressQuery,
  responses: { 200: DepositAddress, 400: ErrorResponse },
} as const satisfies Endpoint;

/** GET /api/account/get-wallet/{id}: SPEC §7's call, its `id` a wallet type. */
export const GetWalletParams = z.object({ id: WalletType });

export const getWallet = {
  method: 'GET',
  path: '/api/account/get-wallet/:id',
  access: 'signed-in',
  tags: ['account'],
  summary:
    'SPEC §7: the person’s wallet of wallet type `id` (`solana`), that is their deposit address, the same as GET /api/tokens/deposit-address (flag deposit)',
  params: GetWalletParams,
  responses: { 200: DepositAddress, 400: ErrorResponse },
} as const satisfies Endpoint;
