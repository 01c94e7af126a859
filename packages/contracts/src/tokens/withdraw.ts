import { z } from 'zod';
import { tokenAmountRule } from './amount.ts';
import {
  idField,
  optionalTwoFaCodeRule,
  requestIdRule,
  textField,
  withoutHiddenMarks,
  ReasonRequest,
} from '../rules.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * Withdrawals to the investor's own Solana wallet (SPEC §2, §5, §7; issue 11). The server and the
 * /withdraw page use these schemas; what only the chain can tell (is it a wallet, not a token
 * account or a program) the server checks.
 */

/** How many withdrawal addresses one person may keep. */
export const MAX_WITHDRAW_ADDRESSES = 20;

/** Missing is `required`, as every missing field; another type than Solana's is named as such. */
export const WalletType = z.enum(['solana'], {
  error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'wallet_type_unsupported'),
});
export type WalletType = z.infer<typeof WalletType>;

/** A Solana address as written: base58 of 32 bytes (32 to 44 characters). SPEC §5: non-empty, Solana only. */
export const solanaAddressRule = textField()
  .trim()
  .min(1, { error: 'required' })
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { error: 'wallet_address_invalid' });

/** POST /api/tokens/withdraw */
export const WithdrawRequest = z
  .object({
    token_id: idField(),
    /** Whole tokens, INDEX included (SPEC §5); a fraction is refused with `withdraw_whole`. */
    amount: tokenAmountRule,
    wallet_address: solanaAddressRule,
    wallet_type: WalletType,
    code: optionalTwoFaCodeRule.meta({ description: 'Six-digit code; required when two-factor is on' }),
    request_id: requestIdRule,
  })
  .meta({ id: 'WithdrawRequest' });
export type WithdrawRequest = z.infer<typeof WithdrawRequest>;

/**
 * Where a withdrawal is: waiting for an operator (above the approval threshold), being sent,
 * confirmed on chain, refused by an operator, or failed on chain (the tokens are back).
 */
export const WithdrawalStatus = z.enum(['awaiting_approval', 'processing', 'success', 'rejected', 'failed']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

/**
 * Why a withdrawal or a sale waiting for approval was refused when no operator refused it:
 * `address_removed`, the person removed the address it was going to (its `reason` is then null).
 * A cause, not a sentence: each screen words it in its own language.
 */
export const RefusalCause = z.enum(['address_removed']);
export type RefusalCause = z.infer<typeof RefusalCause>;

export const Withdrawal = z
  .object({
    id: Uuid,
    token_id: Uuid,
    symbol: z.string(),
    amount: z.string(),
    /** USD value at the price when asked for. */
    value: z.string(),
    wallet_type: WalletType,
    wallet_address: z.string(),
    status: WithdrawalStatus,
    /** The transfer's signature once signed; a link to it on the chain's explorer when there is one. */
    signature: z.string().nullable(),
    explorer_url: z.string().nullable(),
    /** The operator's reason when rejected, or the chain's when it failed. */
    reason: z.string().nullable(),
    /** Set when it was refused without an operator (see RefusalCause); null otherwise. */
    cause: RefusalCause.nullable(),
    created_at: z.iso.datetime({ offset: true }),
    confirmed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof Withdrawal>;

/** A saved withdrawal address: usable from `usable_at` (WITHDRAW_ADDRESS_DELAY_HOURS after it was added). */
export const WithdrawAddress = z
  .object({
    id: Uuid,
    wallet_type: WalletType,
    address: z.string(),
    label: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    usable_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WithdrawAddress' });
export type WithdrawAddress = z.infer<typeof WithdrawAddress>;

export const WithdrawAddressList = z
  .object({
    addresses: z.array(WithdrawAddress),
    /** How long a new address waits before it can be used, in hours. */
    delay_hours: z.number(),
  })
  .meta({ id: 'WithdrawAddressList' });
export type WithdrawAddressList = z.infer<typeof WithdrawAddressList>;

/** POST /api/tokens/withdraw-addresses */
export const AddWithdrawAddressRequest = z
  .object({
    wallet_type: WalletType,
    address: solanaAddressRule,
    label: z
      .string()
      .trim()
      .max(40, { error: 'max_chars:40' })
      .refine(withoutHiddenMarks, { error: 'hidden_characters' })
      .nullish()
      .transform((v) => v || null),
    code: optionalTwoFaCodeRule.meta({ description: 'Six-digit code; required when two-factor is on' }),
  })
  .meta({ id: 'AddWithdrawAddressRequest' });
export type AddWithdrawAddressRequest = z.infer<typeof AddWithdrawAddressRequest>;

export const WithdrawAddressParams = z.object({ id: z.uuid({ error: 'not_found' }).toLowerCase() });

/** DELETE /api/tokens/withdraw-addresses/{id} */
export const RemoveWithdrawAddressResponse = z.null().meta({ description: 'No content' });

/** The console's list of withdrawals (GET /api/admin/withdrawals). */
export const StaffWithdrawalQuery = z.object({ status: WithdrawalStatus.optional() });
/**
 * Whose it is: their e-mail (null once the account is erased), and whether an operator blocked them
 * (approving is then refused); and what the tokens are worth now, at the token's current price
 * (`value` is at the price when asked for: an operator deciding later sees both).
 */
export const StaffWithdrawal = Withdrawal.extend({
  user_id: Uuid,
  user_email: z.string().nullable(),
  user_blocked: z.boolean(),
  value_now: z.string(),
}).meta({
  id: 'StaffWithdrawal',
});
export type StaffWithdrawal = z.infer<typeof StaffWithdrawal>;
export const StaffWithdrawalsResponse = z
  .object({
    withdrawals: z.array(StaffWithdrawal),
    /** Withdrawals worth more than this (USD) wait for an operator. */
    approval_above: z.string(),
  })
  .meta({ id: 'StaffWithdrawalsResponse' });
export type StaffWithdrawalsResponse = z.infer<typeof StaffWithdrawalsResponse>;
export const WithdrawalParams = z.object({ id: z.uuid({ error: 'not_found' }).toLowerCase() });

export const listStaffWithdrawals = {
  method: 'GET',
  path: '/api/admin/withdrawals',
  access: 'staff',
  tags: ['admin'],
  summary: 'Withdrawals, newest first; `awaiting_approval` is the queue of those above WITHDRAW_APPROVAL_ABOVE_USD',
  query: StaffWithdrawalQuery,
  responses: { 200: StaffWithdrawalsResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const approveWithdrawal = {
  method: 'POST',
  path: '/api/admin/withdrawals/:id/approve',
  access: 'staff',
  tags: ['admin'],
  summary: 'Let a withdrawal waiting for approval go: it is signed, stored and sent like any other',
  params: WithdrawalParams,
  responses: { 200: Withdrawal, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const rejectWithdrawal = {
  method: 'POST',
  path: '/api/admin/withdrawals/:id/reject',
  access: 'staff',
  tags: ['admin'],
  summary: 'Refuse a withdrawal waiting for approval, with the reason the person reads; the tokens go back to them',
  params: WithdrawalParams,
  body: ReasonRequest,
  responses: { 200: Withdrawal, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const withdrawTokens = {
  method: 'POST',
  path: '/api/tokens/withdraw',
  access: 'signed-in',
  tags: ['account'],
  summary:
    'Withdraw tokens to a saved Solana wallet (flag withdraw, verified investors, two-factor code when on): sent on chain exactly once, or waiting for an operator above WITHDRAW_APPROVAL_ABOVE_USD',
  body: WithdrawRequest,
  responses: { 200: Withdrawal, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;

export const listWithdrawAddresses = {
  method: 'GET',
  path: '/api/tokens/withdraw-addresses',
  access: 'signed-in',
  tags: ['account'],
  summary: 'The withdrawal addresses the person saved, each with the time it becomes usable',
  responses: { 200: WithdrawAddressList },
} as const satisfies Endpoint;

export const addWithdrawAddress = {
  method: 'POST',
  path: '/api/tokens/withdraw-addresses',
  access: 'signed-in',
  tags: ['account'],
  summary:
    'Save a withdrawal address (a Solana wallet, not a token account, a program or the platform’s own; two-factor code when on): usable WITHDRAW_ADDRESS_DELAY_HOURS later, announced by e-mail',
  body: AddWithdrawAddressRequest,
  responses: { 200: WithdrawAddress, 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;

export const removeWithdrawAddress = {
  method: 'DELETE',
  path: '/api/tokens/withdraw-addresses/:id',
  access: 'signed-in',
  tags: ['account'],
  summary: 'Remove a saved withdrawal address, at once',
  params: WithdrawAddressParams,
  responses: { 204: RemoveWithdrawAddressResponse, 404: ErrorResponse },
} as const satisfies Endpoint;
