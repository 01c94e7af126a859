import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '../../lib/http.ts';
import { currentAuth } from '../auth/guards.ts';
import type { PaintingRequestService } from './service.ts';
import { subscribeToPainting } from '@pinacoteca/contracts/paintings/subscribe';
import { buyWholePainting } from '@pinacoteca/contracts/paintings/buy-whole';
import { route } from '../../lib/route.ts';

export const paintingRequestRoutes =
  (options: { requests: PaintingRequestService; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requests, perAddress } = options;

    route(
      app,
      subscribeToPainting,
      async (request) => requests.subscribe(currentAuth(request).userId, request.params.id),
      {
        config: limit('painting-subscribe', perAddress),
      },
    );

    route(
      app,
      buyWholePainting,
      async (request) =>
        requests.requestWholePainting(currentAuth(request).userId, request.params.saleId, request.body),
      {
        config: limit('painting-buy', perAddress),
      },
    );
  };
