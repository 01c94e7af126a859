import { z } from 'zod';
import { optionalTwoFaCodeRule } from '../rules.ts';

/**
 * Withdrawals to the investor's own Solana wallet (SPEC §2, §5, §7; issue 11). The server and the
 * /withdraw page use these schemas; what only the chain can tell (is it a wallet, not a token
 * account or a program) the server checks.
 */

/** How many withdrawal addresses one person may keep. */
export const MAX_WITHDRAW_ADDRESSES = 20;

export const WalletType = z.enum(['solana'], { error: 'wallet_address_invalid' });
export type WalletType = z.infer<typeof WalletType>;

/** A Solana address as written: base58 of 32 bytes (32 to 44 characters). SPEC §5: non-empty, Solana only. */
export const solanaAddressRule = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { error: 'wallet_address_invalid' });

/** POST /api/tokens/withdraw */
export const WithdrawRequest = z
  .object({
    token_id: z.uuid({ error: 'invalid_format' }),
    /** Tokens: whole for art tokens, up to 6 decimals for INDEX. */
    amount: z
      .string({ error: 'required' })
      .trim()
      .regex(/^(0|[1-9]\d{0,14})(\.\d{1,6})?$/, { error: 'invalid_format' }),
    wallet_address: solanaAddressRule,
    wallet_type: WalletType,
    code: optionalTwoFaCodeRule.meta({ description: 'Six-digit code; required when two-factor is on' }),
  })
  .meta({ id: 'WithdrawRequest' });
export type WithdrawRequest = z.infer<typeof WithdrawRequest>;

/**
 * Where a withdrawal is: waiting for an operator (above the approval threshold), being sent,
 * confirmed on chain, refused by an operator, or failed on chain (the tokens are back).
 */
export const WithdrawalStatus = z.enum(['awaiting_approval', 'processing', 'success', 'rejected', 'failed']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const Withdrawal = z
  .object({
    id: z.uuid(),
    token_id: z.uuid(),
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
    created_at: z.iso.datetime({ offset: true }),
    confirmed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof Withdrawal>;

/** A saved withdrawal address: usable from `usable_at` (WITHDRAW_ADDRESS_DELAY_HOURS after it was added). */
export const WithdrawAddress = z
  .object({
    id: z.uuid(),
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
      .nullish()
      .transform((v) => v || null),
  })
  .meta({ id: 'AddWithdrawAddressRequest' });
export type AddWithdrawAddressRequest = z.infer<typeof AddWithdrawAddressRequest>;

export const WithdrawAddressParams = z.object({ id: z.uuid({ error: 'not_found' }) });

/** DELETE /api/tokens/withdraw-addresses/{id} */
export const RemoveWithdrawAddressResponse = z.null().meta({ description: 'No content' });

/** The console's list of withdrawals (GET /api/admin/withdrawals). */
export const StaffWithdrawalQuery = z.object({ status: WithdrawalStatus.optional() });
export const StaffWithdrawal = Withdrawal.extend({ user_id: z.uuid() }).meta({ id: 'StaffWithdrawal' });
export type StaffWithdrawal = z.infer<typeof StaffWithdrawal>;
export const StaffWithdrawalsResponse = z
  .object({
    withdrawals: z.array(StaffWithdrawal),
    /** Withdrawals worth more than this (USD) wait for an operator. */
    approval_above: z.string(),
  })
  .meta({ id: 'StaffWithdrawalsResponse' });
export type StaffWithdrawalsResponse = z.infer<typeof StaffWithdrawalsResponse>;
export const WithdrawalParams = z.object({ id: z.uuid({ error: 'not_found' }) });
/** POST /api/admin/withdrawals/{id}/reject: the reason the person reads. */
export const RejectWithdrawalRequest = z.object({
  reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500, { error: 'max_chars:500' }),
});
export type RejectWithdrawalRequest = z.infer<typeof RejectWithdrawalRequest>;
