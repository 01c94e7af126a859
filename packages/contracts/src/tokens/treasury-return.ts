import { z } from 'zod';
import { tokenAmountRule } from './amount.ts';
import { solanaAddressRule } from './withdraw.ts';
import { idField, textField } from '../rules.ts';
import type { Language } from '../constants.ts';
import { AMOUNT_PLACES_MESSAGE, typedWireUnits } from '../units.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * Returning a treasury surplus (docs/decisions/0063, 0065): tokens of a platform mint that someone
 * sent to the treasury's public address from outside, sent back by an administrator to the wallet
 * they name. The server computes the surplus live and refuses more; the ledger is not touched.
 */

/** What the operator may write about who sent the tokens and why they go back. */
export const TREASURY_RETURN_NOTE_MAX = 500;

/** POST /api/admin/treasury/returns */
export const TreasuryReturnRequest = z
  .object({
    token_id: idField(),
    /**
     * Tokens, not base units: whole for an art token, up to 6 decimals for INDEX (the dust a
     * surplus often is). Left empty in the console's form it is missing, as every number there.
     */
    amount: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), tokenAmountRule),
    wallet_address: solanaAddressRule,
    note: textField()
      .trim()
      .max(TREASURY_RETURN_NOTE_MAX, { error: `max_chars:${TREASURY_RETURN_NOTE_MAX}` })
      .nullish()
      .transform((v) => v || null),
  })
  .meta({ id: 'TreasuryReturnRequest' });
export type TreasuryReturnRequest = z.infer<typeof TreasuryReturnRequest>;

/**
 * An amount typed for a return, in base units of a token with `decimals` places, or the message
 * key of what is wrong with it: the server refuses with it, the console's form shows it first.
 */
export function returnAmountUnits(
  text: string,
  decimals: number,
  language?: Language,
):
  | { units: bigint }
  | {
      problem:
        | 'invalid_format'
        | typeof AMOUNT_PLACES_MESSAGE
        | 'amount_ambiguous'
        | 'treasury_return_whole'
        | 'treasury_return_min';
    } {
  // Read at the six places an amount may be written with ("5,5" as 5.5): trailing zeros are only a
  // spelling, so "1.0" of an art token is 1, as for a withdrawal or a sale (takenAmount).
  const read = typedWireUnits(text, decimals, language);
  if (read === 'places') return { problem: AMOUNT_PLACES_MESSAGE };
  if (read === 'ambiguous') return { problem: 'amount_ambiguous' };
  if (read === 'invalid_format') return { problem: read };
  const perUnit = 10n ** BigInt(read.wire - decimals);
  if (read.exact % perUnit !== 0n) return { problem: 'treasury_return_whole' };
  const units = read.exact / perUnit;
  return units > 0n ? { units } : { problem: 'treasury_return_min' };
}

/** Being sent (the signed transaction is stored), confirmed on chain, or refused by the chain. */
export const TreasuryReturnStatus = z.enum(['processing', 'success', 'failed']);
export type TreasuryReturnStatus = z.infer<typeof TreasuryReturnStatus>;

export const TreasuryReturn = z
  .object({
    id: Uuid,
    token_id: Uuid,
    symbol: z.string(),
    /** Tokens, with the token's decimals. */
    amount: z.string(),
    wallet_address: z.string(),
    note: z.string().nullable(),
    status: TreasuryReturnStatus,
    /** The transfer's signature once signed; a link to it on the chain's explorer when there is one. */
    signature: z.string().nullable(),
    explorer_url: z.string().nullable(),
    /** The chain's reason when it refused the transfer. */
    failure: z.string().nullable(),
    /** The administrator who sent it back (their nickname). */
    created_by: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    confirmed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'TreasuryReturn' });
export type TreasuryReturn = z.infer<typeof TreasuryReturn>;

/** A token whose treasury held more than the ledger expects at the last check. */
export const TreasurySurplus = z
  .object({
    token_id: Uuid,
    symbol: z.string(),
    decimals: z.number().int(),
    /** The surplus the last check recorded (the one on /transparency), in tokens. */
    recorded: z.string(),
    checked_at: z.iso.datetime({ offset: true }).nullable(),
    /**
     * What can be returned now: the surplus read from the chain and the ledger at this moment, less
     * returns still being sent; null when the chain could not be reached.
     */
    returnable: z.string().nullable(),
  })
  .meta({ id: 'TreasurySurplus' });
export type TreasurySurplus = z.infer<typeof TreasurySurplus>;

export const TreasuryReturnsResponse = z
  .object({
    surpluses: z.array(TreasurySurplus),
    /** Newest first (at most 200). */
    returns: z.array(TreasuryReturn),
  })
  .meta({ id: 'TreasuryReturnsResponse' });
export type TreasuryReturnsResponse = z.infer<typeof TreasuryReturnsResponse>;

export const listTreasuryReturns = {
  method: 'GET',
  path: '/api/admin/treasury/returns',
  access: 'admin',
  tags: ['admin'],
  summary:
    'Tokens whose treasury holds a surplus (sent to it from outside), with what can be returned now, and the returns sent, newest first (admins)',
  responses: { 200: TreasuryReturnsResponse },
} as const satisfies Endpoint;

export const createTreasuryReturn = {
  method: 'POST',
  path: '/api/admin/treasury/returns',
  access: 'admin',
  tags: ['admin'],
  summary:
    'Send tokens of a treasury surplus back to a wallet (admins; audited): at most the surplus read live, sent on chain exactly once; the ledger is not touched',
  body: TreasuryReturnRequest,
  responses: { 200: TreasuryReturn, 400: ErrorResponse, 503: ErrorResponse },
} as const satisfies Endpoint;
