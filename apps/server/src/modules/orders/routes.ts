import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/locale.ts';
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
import { countHits } from '../../lib/rate-limit-store.ts';
import type { Sql } from '../../db/client.ts';

const HOUR_MS = 60 * 60 * 1000;

export const orderRoutes =
  (options: {
    orders: OrderService;
    sql: Sql;
    /** Orders one account, and one client address, may place in an hour (config.orders). */
    perAccountPerHour: number;
    perAddressPerHour: number;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { orders } = options;
    // Every order holds stock for an hour, and a cancelled one can be placed again at once: both
    // limits count attempts, placed or refused by the ordering rules. Per account, so one person
    // cannot churn reservations; per address, so one client cannot do it with many fresh accounts.
    // A request whose body does not follow the contract (quantity 0, an unknown currency) is
    // answered before it is counted: it reserves nothing, and a person's typos must not lock them
    // out of ordering for an hour.
    const limits = [
      {
        message: 'too_many_orders',
        max: options.perAccountPerHour,
        key: (r: FastifyRequest) => `order-account:${currentAuth(r).userId}`,
      },
      {
        message: 'too_many_orders_from_address',
        max: options.perAddressPerHour,
        key: (r: FastifyRequest) => `order-address:${r.ip}`,
      },
    ];
    // Both counters in one statement: placing an order is the hottest call there is.
    const limitOrders = async (request: FastifyRequest) => {
      const keyed = limits.map((limit) => ({ ...limit, key: limit.key(request) }));
      const counts = await countHits(
        options.sql,
        keyed.map((limit) => limit.key),
        HOUR_MS,
      );
      for (const limit of keyed) {
        const counted = counts.get(limit.key);
        if (counted && counted.count > limit.max) {
          throw new HttpError(429, `${limit.message}:${limit.max}`, undefined, {
            'retry-after': String(Math.max(1, Math.ceil(counted.ttl / 1000))),
          });
        }
      }
    };

    route(
      app,
      placeOrder,
      async (request, reply) =>
        reply.code(201).send(await orders.create(currentAuth(request).userId, request.body, requestLanguage(request))),
      {
        preHandler: [limitOrders],
      },
    );

    route(app, listOperations, async (request) => {
      const { before } = request.query;
      return orders.list(currentAuth(request).userId, before === undefined ? undefined : new Date(before));
    });

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
