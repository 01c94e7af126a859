import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BalanceResponse } from '@pinacoteca/contracts/account/balance';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import {
  CreateOrderRequest,
  ListOrdersResponse,
  Order,
  OrderParams,
  SimulateChargeParams,
  SimulateChargeRequest,
} from '@pinacoteca/contracts/orders/order';
import { bearer, currentAuth, type Guards } from '../auth/guards.ts';
import type { OrderService } from './service.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };

export const orderRoutes =
  (options: { orders: OrderService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const { orders, guards } = options;

    app.post(
      '/order',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['orders'],
          summary: 'Place an order: reserves its tokens for an hour and answers it with its charge',
          security: bearer,
          body: CreateOrderRequest,
          response: { 201: Order, 400: ErrorResponse, ...guarded },
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
      '/account/balance',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'Tokens held and their value at current prices',
          security: bearer,
          response: { 200: BalanceResponse, ...guarded },
        },
      },
      async (request) => orders.balance(currentAuth(request).userId),
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
