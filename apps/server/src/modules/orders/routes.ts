import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import {
  CreateOrderRequest,
  ListOrdersResponse,
  Order,
  OrderParams,
  QrImageQuery,
  SimulateChargeParams,
  SimulateChargeRequest,
} from '@pinacoteca/contracts/orders/order';
import { HttpError, notFound } from '../../lib/errors.ts';
import { bearer, currentAuth, type Guards } from '../auth/guards.ts';
import type { OrderService } from './service.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };
const HOUR_MS = 60 * 60 * 1000;

export const orderRoutes =
  (options: {
    orders: OrderService;
    guards: Guards;
    /** Orders one account, and one client address, may place in an hour (config.orders). */
    perAccountPerHour: number;
    perAddressPerHour: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { orders, guards } = options;
    // Every order holds stock for an hour, and a cancelled one can be placed again at once: both
    // limits count attempts, placed or refused. Per account, so one person cannot churn
    // reservations; per address, so one client cannot do it with many fresh accounts.
    const limits = [
      {
        message: 'too_many_orders',
        max: options.perAccountPerHour,
        hit: app.createRateLimit({
          max: options.perAccountPerHour,
          timeWindow: HOUR_MS,
          keyGenerator: (request: FastifyRequest) => `order-account:${currentAuth(request).userId}`,
        }),
      },
      {
        message: 'too_many_orders_from_address',
        max: options.perAddressPerHour,
        hit: app.createRateLimit({
          max: options.perAddressPerHour,
          timeWindow: HOUR_MS,
          keyGenerator: (request: FastifyRequest) => `order-address:${request.ip}`,
        }),
      },
    ];
    const limitOrders = async (request: FastifyRequest) => {
      for (const limit of limits) {
        const result = await limit.hit(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new HttpError(429, `${limit.message}:${limit.max}`, undefined, {
            'retry-after': String(Math.max(1, result.ttlInSeconds)),
          });
        }
      }
    };

    app.post(
      '/order',
      {
        onRequest: [guards.requireFullAuth, limitOrders],
        schema: {
          tags: ['orders'],
          summary: 'Place an order: reserves its tokens for an hour and answers it with its charge',
          description:
            'Refused (400) beyond what one person may hold reserved without paying: ORDER_MAX_OPEN_PER_USER unpaid ' +
            "orders, ORDER_MAX_RESERVED_SHARE of a token's emission, ORDER_MAX_RESERVED_USD in value (higher " +
            'for KYC-verified people); 429 beyond the hourly order limits of the account and of the address.',
          security: bearer,
          body: CreateOrderRequest,
          response: { 201: Order, 400: ErrorResponse, ...guarded, 429: ErrorResponse },
        },
      },
      async (request, reply) => reply.code(201).send(await orders.create(currentAuth(request).userId, request.body)),
    );

    app.get(
      '/order',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['orders'],
          summary: "The signed-in person's operations, newest first: orders and referral bonuses",
          security: bearer,
          response: { 200: ListOrdersResponse, ...guarded },
        },
      },
      async (request) => orders.list(currentAuth(request).userId),
    );

    app.get(
      '/order/:id',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['orders'],
          summary: "One of the signed-in person's operations (another user's is not found)",
          security: bearer,
          params: OrderParams,
          response: { 200: Order, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => orders.get(currentAuth(request).userId, request.params.id),
    );

    app.post(
      '/order/:id/cancel',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['orders'],
          summary: 'Cancel an unpaid order before it expires; its tokens become available again',
          security: bearer,
          params: OrderParams,
          response: { 200: Order, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, ...guarded },
        },
      },
      async (request) => orders.cancel(currentAuth(request).userId, request.params.id),
    );

    app.get(
      '/qr',
      {
        schema: {
          tags: ['orders'],
          summary: "A charge's QR code image, at the address its `qr_code` or `qr_code2x` gives",
          description:
            'The address carries the text to draw and a signature made by the platform: it is drawn when first asked for, and any other text is refused.',
          querystring: QrImageQuery,
        },
      },
      async (request, reply) => {
        const { d, s, x } = request.query;
        const image = orders.qrImage(d, s, x === '2' ? 2 : 1);
        if (!image) throw notFound();
        // The same address always draws the same picture.
        return reply.header('cache-control', 'private, max-age=86400, immutable').type('image/png').send(image);
      },
    );
  };

/**
 * The sandbox's "simulate payment" control. app.ts registers it only outside production; there
 * the route does not exist at all. Only the order's owner may use it, as the web's control does.
 */
export const devChargeRoutes =
  (options: { orders: OrderService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/charges/:order_id/simulate',
      {
        onRequest: options.guards.requireFullAuth,
        schema: {
          tags: ['dev'],
          summary: "Development only: settle or expire one's own order as its provider would (absent in production)",
          security: bearer,
          params: SimulateChargeParams,
          body: SimulateChargeRequest,
          response: { 200: Order, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, ...guarded },
        },
      },
      async (request) =>
        options.orders.simulate(currentAuth(request).userId, request.params.order_id, request.body.outcome),
    );
  };
