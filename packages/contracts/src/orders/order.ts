import { z } from 'zod';
import { Deposit } from '../tokens/deposit.ts';
import { Sale } from '../tokens/sell.ts';
import { Withdrawal } from '../tokens/withdraw.ts';
import { Money, TokenAmount, Uuid, ErrorResponse } from '../common.ts';
import { ORDER_STATUSES, PAYMENT_CURRENCIES } from '../enums.ts';
import { type Endpoint } from '../endpoint.ts';

/** Most tokens one order line may ask for; the server also clamps to what is available. */
export const MAX_ORDER_QUANTITY = 100_000;
/** Most lines in one order (the basket holds each token once). */
export const MAX_ORDER_ITEMS = 50;

export const OrderStatus = z.enum(ORDER_STATUSES);
export const PaymentCurrency = z.enum(PAYMENT_CURRENCIES);

/** Basket item / order line as sent: a token and a whole quantity (SPEC §3 basket item). */
export const OrderItemInput = z.object({
  token_id: Uuid,
  quantity: z.number().int('invalid_format').min(1, 'invalid_format').max(MAX_ORDER_QUANTITY, 'invalid_format'),
});
export type OrderItemInput = z.infer<typeof OrderItemInput>;

/** POST /api/order */
export const CreateOrderRequest = z
  .object({
    currency: PaymentCurrency,
    items: z
      .array(OrderItemInput)
      .min(1, 'basket_empty')
      .max(MAX_ORDER_ITEMS, 'invalid_format')
      .refine((items) => new Set(items.map((i) => i.token_id)).size === items.length, 'basket_duplicate_token'),
  })
  .meta({ id: 'CreateOrderRequest' });
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

/**
 * Where a sandbox charge's `url` leads: `/operations/{id}#dev-payment`, the simulate controls on
 * the order page, a path followed on the origin the person is signed in on.
 */
export const SANDBOX_PAY_ANCHOR = 'dev-payment';

/**
 * The payment request of an order (SPEC §3 charge). `amount` is in `currency` (a decimal string
 * in that currency's units); `address`, `qr_code` (the address of a PNG image, drawn when first
 * asked for: `GET /api/qr?…`) and `qr_code2x` (the same at twice the size) are what the
 * payer sends to; `url` is the provider's payment link (a `solana:` transfer request for USDC
 * on Solana Pay; for the sandbox, a path on this platform, see SANDBOX_PAY_ANCHOR). `qr_code` and `qr_code2x` are empty strings once
 * the charge can no longer be paid (SPEC §4 shows the QR only while it can).
 */
export const Charge = z
  .object({
    code: z.string(),
    status: OrderStatus,
    amount: z.string().regex(/^\d+(\.\d+)?$/),
    currency: PaymentCurrency,
    address: z.string(),
    qr_code: z.string(),
    qr_code2x: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
    url: z.string(),
    short_paid: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .optional()
      .meta({
        description:
          'On one order (GET /api/order/{id}): what arrived in payments of less than the amount, in the currency; they do not pay the order, and an operator returns them',
      }),
    extra_paid: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .optional()
      .meta({
        description:
          'On one order (GET /api/order/{id}): what arrived beyond its amount (a second payment, or more than asked), in the currency; it buys nothing more, and an operator returns it',
      }),
    extra_returned: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .optional()
      .meta({ description: 'On one order (GET /api/order/{id}): how much of `extra_paid` an operator has returned' }),
    prices_rose: z.literal(true).optional().meta({
      description:
        'On one order (GET /api/order/{id}): it was paid after a price of it rose, so it was not delivered; the payment is being returned (refund_pending)',
    }),
  })
  .meta({ id: 'Charge' });
export type Charge = z.infer<typeof Charge>;

export const OrderItem = z.object({
  token_id: Uuid,
  /** Whole tokens of a purchase ("5"); INDEX of a referral bonus may have up to 6 decimals ("2.93"). */
  quantity: TokenAmount,
  /** quantity × the token's price when ordered, in USD */
  total_amount: Money,
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * Operation types of the operations list (SPEC §3): a purchase is an order with a charge;
 * a referral bonus is a credit of INDEX with no charge; a swap has two items, what was given
 * first and what was received second, and no charge; a withdrawal has one item, no charge, and
 * its own details (where to, its own status, the transaction); so has a deposit.
 */
export const OperationType = z.enum(['tokens_buying', 'referral_bonus', 'swap', 'withdraw', 'deposit', 'selling']);
export type OperationType = z.infer<typeof OperationType>;

/**
 * What a swap gave and received, side by side (as a withdrawal, a sale or a deposit carries its
 * own details): tokens given of `token_id` and received of `to_token_id`, and what each was worth
 * in USD at the prices it was made at.
 */
export const SwapDetail = z
  .object({
    token_id: Uuid,
    to_token_id: Uuid,
    given: TokenAmount,
    received: TokenAmount,
    given_value: Money,
    received_value: Money,
  })
  .meta({ id: 'SwapDetail' });
export type SwapDetail = z.infer<typeof SwapDetail>;

/**
 * Where a referral bonus stands (docs/decisions/0067): `held` until its partner's purchase has
 * stayed on the platform the programme's days (`held_until`), then `credited`, the referrer's to
 * move; `taken_back` when a refund, a sale back or a withdrawal of the partner's took all of it
 * back. `credited_amount` is what was credited, `taken_back_amount` what of it went back, in
 * INDEX; the operation's item and amount are what is left (credited less taken back).
 */
export const BonusDetail = z
  .object({
    status: z.enum(['held', 'credited', 'taken_back']),
    held_until: z.iso.datetime({ offset: true }).nullable(),
    credited_amount: TokenAmount,
    taken_back_amount: TokenAmount,
  })
  .meta({ id: 'BonusDetail' });
export type BonusDetail = z.infer<typeof BonusDetail>;

/** Order (operation) of SPEC §3, as GET /api/order lists it and GET /api/order/{id} answers. */
export const Order = z
  .object({
    id: Uuid,
    type: OperationType,
    status: OrderStatus,
    created_at: z.iso.datetime({ offset: true }),
    /** USD value of the operation */
    amount: Money,
    items: z.array(OrderItem),
    charge: Charge.nullable(),
    /** Present on withdrawals only. */
    withdrawal: Withdrawal.optional(),
    /** Present on deposits only. */
    deposit: Deposit.optional(),
    /** Present on sales back to the platform only. */
    sale: Sale.optional(),
    /** Present on swaps only. */
    swap: SwapDetail.optional(),
    /** Present on referral bonuses only. */
    bonus: BonusDetail.optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

export const OrderParams = z.object({ id: Uuid });

/** GET /api/qr: the parts of a charge's `qr_code` address (the text, its signature, the size). */
export const QrImageQuery = z.object({
  d: z
    .string()
    .max(4096)
    .regex(/^[A-Za-z0-9_-]+$/),
  s: z.string().max(64),
  x: z.enum(['1', '2']).default('1'),
});
export const ListOrdersResponse = z.array(Order).meta({ description: 'Newest first' });
export type ListOrdersResponse = z.infer<typeof ListOrdersResponse>;

/** POST /api/dev/charges/{order_id}/simulate (absent in production) */
export const SimulateChargeParams = z.object({ order_id: Uuid });
export const SimulateChargeRequest = z.object({ outcome: z.enum(['paid', 'expired']) });
export type SimulateChargeRequest = z.infer<typeof SimulateChargeRequest>;

export const placeOrder = {
  method: 'POST',
  path: '/api/order',
  access: 'signed-in',
  tags: ['orders'],
  summary: 'Place an order: reserves its tokens for an hour and answers it with its charge',
  description:
    'Refused (400) beyond what one person may hold reserved without paying: ORDER_MAX_OPEN_PER_USER unpaid ' +
    "orders, ORDER_MAX_RESERVED_SHARE of a token's emission, ORDER_MAX_RESERVED_USD in value (higher " +
    'for KYC-verified people); 429 beyond the hourly order limits of the account and of the address.',
  body: CreateOrderRequest,
  responses: { 201: Order, 400: ErrorResponse, 429: ErrorResponse },
} as const satisfies Endpoint;

export const ListOperationsQuery = z.object({
  /**
   * Only operations made before this moment (the `created_at` of the oldest one a page showed): the
   * next page. A page shorter than OPERATIONS_PAGE_SIZE is the last one.
   */
  before: z.iso
    .datetime({ offset: true, error: 'invalid_format' })
    // Year 0 is no year to the database (an outside tester's `0000-01-01T00:00:00Z` was a 500).
    .refine((value) => new Date(value).getUTCFullYear() >= 1, { error: 'invalid_format' })
    .optional(),
});

export const listOperations = {
  method: 'GET',
  path: '/api/order',
  access: 'signed-in',
  tags: ['orders'],
  summary:
    "The signed-in person's operations, newest first (orders, withdrawals, deposits, sales, swaps and referral bonuses), a page of 500 at a time: `before` the oldest shown gives the next",
  query: ListOperationsQuery,
  responses: { 200: ListOrdersResponse, 400: ErrorResponse },
} as const satisfies Endpoint;

export const getOrder = {
  method: 'GET',
  path: '/api/order/:id',
  access: 'signed-in',
  tags: ['orders'],
  summary: "One of the signed-in person's operations (another user's is not found)",
  params: OrderParams,
  responses: { 200: Order, 400: ErrorResponse, 404: ErrorResponse },
} as const satisfies Endpoint;

export const cancelOrder = {
  method: 'POST',
  path: '/api/order/:id/cancel',
  access: 'signed-in',
  tags: ['orders'],
  summary: 'Cancel an unpaid order before it expires; its tokens become available again',
  params: OrderParams,
  responses: { 200: Order, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;

export const getQrImage = {
  method: 'GET',
  path: '/api/qr',
  access: 'public',
  tags: ['orders'],
  summary: "A charge's QR code image, at the address its `qr_code` or `qr_code2x` gives",
  description:
    'The address carries the text to draw and a signature made by the platform: it is drawn when first asked for, and any other text is refused.',
  query: QrImageQuery,
  responses: {},
} as const satisfies Endpoint;

export const simulateCharge = {
  method: 'POST',
  path: '/api/dev/charges/:order_id/simulate',
  access: 'signed-in',
  tags: ['dev'],
  summary: "Development only: settle or expire one's own order as its provider would (absent in production)",
  params: SimulateChargeParams,
  body: SimulateChargeRequest,
  responses: { 200: Order, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
} as const satisfies Endpoint;
