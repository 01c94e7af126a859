import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../lib/errors.ts';
import { currentAuth } from '../auth/guards.ts';
import type { OrderService } from './service.ts';
import {
  placeOrder,
  listOperations,
  getOrder,
  cancelOrder,
  getQrImage,
  simulateCharge,
} from '@pinacoteca/contracts/orders/order';
import { route } from '../../lib/route.ts';

const HOUR_MS = 60 * 60 * 1000;

export const orderRoutes =
  (options: {
    orders: OrderService;
    /** Orders one account, and one client address, may place in an hour (config.orders). */
    perAccountPerHour: number;
    perAddressPerHour: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { orders } = options;
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

    route(
      app,
      placeOrder,
      async (request, reply) => reply.code(201).send(await orders.create(currentAuth(request).userId, request.body)),
      {
        onRequest: [limitOrders],
      },
    );

    route(app, listOperations, async (request) => orders.list(currentAuth(request).userId));

    route(app, getOrder, async (request) => orders.get(currentAuth(request).userId, request.params.id));

    route(app, cancelOrder, async (request) => orders.cancel(currentAuth(request).userId, request.params.id));

    route(app, getQrImage, async (request, reply) => {
      const { d, s, x } = request.query;
      const image = orders.qrImage(d, s, x === '2' ? 2 : 1);
      if (!image) throw notFound();
      // The same address always draws the same picture.
      return reply.header('cache-control', 'private, max-age=86400, immutable').type('image/png').send(image);
    });
  };

/**
 * The sandbox's "simulate payment" control. app.ts registers it only outside production; there
 * the route does not exist at all. Only the order's owner may use it, as the web's control does.
 */
export const devChargeRoutes =
  (options: { orders: OrderService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, simulateCharge, async (request) =>
      options.orders.simulate(currentAuth(request).userId, request.params.order_id, request.body.outcome),
    );
  };
