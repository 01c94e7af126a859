import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { BuyWholeParams, BuyWholeRequest, BuyWholeResponse } from '@pinacoteca/contracts/paintings/buy-whole';
import { SubscribeParams, SubscribeResponse } from '@pinacoteca/contracts/paintings/subscribe';
import { limit } from '../../lib/http.ts';
import { bearer, currentAuth, type Guards } from '../auth/guards.ts';
import type { PaintingRequestService } from './service.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };

export const paintingRequestRoutes =
  (options: { requests: PaintingRequestService; guards: Guards; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requests, guards, perAddress } = options;

    app.post(
      '/paintings/:id/subscribe',
      {
        onRequest: guards.requireFullAuth,
        config: limit('painting-subscribe', perAddress),
        schema: {
          tags: ['catalogue'],
          summary: "Report on arrival: e-mail me once when this painting's tokens can be bought again",
          security: bearer,
          params: SubscribeParams,
          response: { 200: SubscribeResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) => requests.subscribe(currentAuth(request).userId, request.params.id),
    );

    app.post(
      '/paintings/:saleId/buy',
      {
        onRequest: guards.requireFullAuth,
        config: limit('painting-buy', perAddress),
        schema: {
          tags: ['catalogue'],
          summary:
            'Ask to buy the whole painting of this sale id, confirming readiness and the ability to prove funds; acknowledged by e-mail',
          security: bearer,
          params: BuyWholeParams,
          body: BuyWholeRequest,
          response: { 200: BuyWholeResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) =>
        requests.requestWholePainting(currentAuth(request).userId, request.params.saleId, request.body),
    );
  };
