import { z } from 'zod';
import { tokenAmountRule } from './amount.ts';
import { idField, optionalTwoFaCodeRule, ReasonRequest, requestIdRule } from '../rules.ts';
import { parseUnits } from '../units.ts';
import { RefusalCause, solanaAddressRule } from './withdraw.ts';
import { ErrorResponse, Uuid } from '../common.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * Selling back: the money-back guarantee (SPEC §1, §6; issue 11). A verified investor sells tokens
 * to the platform at the current price and is paid in USDC over Solana to the address they give.
 */

/** POST /api/tokens/sell */
export const SellRequest = z
  .object({
    token_id: idField(),
    /** Tokens: whole for art tokens (a fraction is `sell_whole`), up to 6 decimals for INDEX. */
    amount: tokenAmountRule,
    code: optionalTwoFaCodeRule.meta({ description: 'Six-digit code; required when two-factor is on' }),
    /** The Solana wallet the USDC goes to. */
    payout_address: solanaAddressRule,
    request_id: requestIdRule,
    /**
     * The least the person accepts to be paid, in USDC: the payout the page showed when they
     * confirmed. When the sale would now pay less, it is refused (`sell_price_moved`). Written as
     * amounts are (USDC has the six places of the finest token), so `paysLessThan` reads it exactly;
     * optional, so a client that does not send it sells as before.
     */
    min_payout: z
      .preprocess((value) => (value === '' || value === null ? undefined : value), tokenAmountRule.optional())
      .meta({
        description: 'USDC at least ("300.00"); refused with 400 when the sale now pays less',
        example: '300.00',
      }),
  })
  .meta({ id: 'SellRequest' });
export type SellRequest = z.infer<typeof SellRequest>;

/**
 * Where a sale's payout is: waiting for an operator (above the approval threshold, like a
 * withdrawal), being paid, waiting for USDC (paid oldest first), waiting for the seller to choose
 * another payout address (they removed the one it was going to before it was signed), paid,
 * refused by the chain (an operator sends it again), or rejected by an operator (the tokens are
 * back with the seller).
 */
export const SaleStatus = z.enum([
  'awaiting_approval',
  'processing',
  'awaiting_funds',
  'awaiting_address',
  'success',
  'failed',
  'rejected',
]);
export type SaleStatus = z.infer<typeof SaleStatus>;

export const Sale = z
  .object({
    id: Uuid,
    token_id: Uuid,
    symbol: z.string(),
    amount: z.string(),
    /** USD per token when sold, and what is paid (USDC, 1:1 with USD). */
    price: z.string(),
    /** USDC paid, written as money: two places at least, more only when not zero (`formatMoneyUnits`). */
    payout: z.string().meta({
      description: 'USDC paid, as money: two places at least ("54.00"), more only when not zero ("0.123456")',
      example: '54.00',
    }),
    payout_address: z.string(),
    status: SaleStatus,
    signature: z.string().nullable(),
    explorer_url: z.string().nullable(),
    /** The operator's reason when rejected. */
    reason: z.string().nullable(),
    /** Set when it was refused without an operator (see RefusalCause); null otherwise. */
    cause: RefusalCause.nullable(),
    created_at: z.iso.datetime({ offset: true }),
    confirmed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Sale' });
export type Sale = z.infer<typeof Sale>;

/** USD cents as USDC base units (6 decimals): one cent is 10,000 units. */
export const USDC_UNITS_PER_CENT = 10_000n;
/** USDC's decimals, on devnet as on the embedded chain's test USDC. */
export const USDC_DECIMALS = 6;

/**
 * The price guard of a sale: whether a payout of `payoutUnits` USDC base units is less than
 * `minPayout`, the payout the person saw and confirmed ("300.00"): the price fell between the
 * page's figure and the sale (`sell_price_moved`). Compared exactly, in base units.
 */
export function paysLessThan(payoutUnits: bigint, minPayout: string): boolean {
  return payoutUnits < parseUnits(minPayout.trim(), USDC_DECIMALS);
}

/**
 * The console's list of sales (GET /api/admin/sales), as its list of withdrawals takes `status`:
 * one status, or `all`; without it, those an operator may have to act on (waiting for approval,
 * for USDC, or refused by the chain), as the list always answered.
 */
export const StaffSaleFilter = z.enum([...SaleStatus.options, 'all']);
export type StaffSaleFilter = z.infer<typeof StaffSaleFilter>;
export const StaffSaleQuery = z.object({ status: StaffSaleFilter.optional() });
/** Whose it is: their e-mail (null once the account is erased), and whether an operator blocked them (approving is then refused). */
/**
 * Whose it is, and what the tokens sold are worth now at the token's current price (USD, a decimal
 * string): the payout stays what the person was offered, and an operator approving it after a
 * price moved sees what the platform pays for tokens worth how much today.
 */
export const StaffSale = Sale.extend({
  user_id: Uuid,
  user_email: z.string().nullable(),
  user_blocked: z.boolean(),
  value_now: z.string(),
}).meta({
  id: 'StaffSale',
});
export type StaffSale = z.infer<typeof StaffSale>;
/** The console: sales newest first (at most 200 of a status), with the USDC the platform holds to pay them. */
export const StaffSalesResponse = z
  .object({ sales: z.array(StaffSale), usdc_balance: z.string() })
  .meta({ id: 'StaffSalesResponse' });
export type StaffSalesResponse = z.infer<typeof StaffSalesResponse>;
export const SaleParams = z.object({ id: z.uuid({ error: 'not_found' }).toLowerCase() });

export const listStaffSales = {
  method: 'GET',
  path: '/api/admin/sales',
  access: 'staff',
  tags: ['admin'],
  summary:
    'Sales back to the platform, newest first, with the USDC held: of one `status`, or `all`; without `status`, those not paid yet that may need an operator (waiting for approval or USDC, or refused by the chain)',
  query: StaffSaleQuery,
  responses: { 200: StaffSalesResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const retrySale = {
  method: 'POST',
  path: '/api/admin/sales/:id/retry',
  access: 'staff',
  tags: ['admin'],
  summary: 'Send a waiting or refused payout again, once the platform holds the USDC',
  params: SaleParams,
  responses: { 200: Sale, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const approveSale = {
  method: 'POST',
  path: '/api/admin/sales/:id/approve',
  access: 'staff',
  tags: ['admin'],
  summary: 'Let a sale above the approval threshold be paid (another operator than the seller)',
  params: SaleParams,
  responses: { 200: Sale, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const rejectSale = {
  method: 'POST',
  path: '/api/admin/sales/:id/reject',
  access: 'staff',
  tags: ['admin'],
  summary: 'Refuse a sale above the approval threshold with a reason the seller reads; the tokens go back to them',
  params: SaleParams,
  body: ReasonRequest,
  responses: { 200: Sale, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

/** POST /api/tokens/sell/{id}/payout-address */
export const SalePayoutAddressRequest = z
  .object({
    /** One of the person's saved addresses, usable now: the same checks as a sale's `payout_address`. */
    payout_address: solanaAddressRule,
    /** Where the money goes is decided as a sale's is: with the two-factor code when it is on. */
    code: optionalTwoFaCodeRule.meta({ description: 'Six-digit code; required when two-factor is on' }),
  })
  .meta({ id: 'SalePayoutAddressRequest' });
export type SalePayoutAddressRequest = z.infer<typeof SalePayoutAddressRequest>;

export const chooseSalePayoutAddress = {
  method: 'POST',
  path: '/api/tokens/sell/:id/payout-address',
  access: 'signed-in',
  tags: ['account'],
  summary:
    'The seller chooses another saved address for a sale whose payout address they removed before it was paid (`awaiting_address`), with the two-factor code when on: it is paid there',
  params: SaleParams,
  body: SalePayoutAddressRequest,
  responses: { 200: Sale, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const sellTokens = {
  method: 'POST',
  path: '/api/tokens/sell',
  access: 'signed-in',
  tags: ['account'],
  summary:
    'Sell tokens back to the platform at the current price (verified investors, two-factor code when on): paid in USDC over Solana to `payout_address`, exactly once',
  body: SellRequest,
  responses: { 200: Sale, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;
