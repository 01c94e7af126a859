import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePaintingRequest,
  CreatePaintingResponse,
  PaintingIdParams,
  SetPriceRequest,
  SetPriceResponse,
} from '@pinacoteca/contracts/admin/catalogue';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import type { FastifyRequest } from 'fastify';
import { requestMeta } from '../../lib/http.ts';
import { bearer, currentStaff } from '../auth/guards.ts';
import type { CatalogEditor } from './editor.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };
/** One picture as a data URL: well under this. */
const PAINTING_BODY_LIMIT = 24 * 1024 * 1024;

const editor = (request: FastifyRequest) => {
  const staff = currentStaff(request);
  return { id: staff.userId, role: staff.role, meta: requestMeta(request) };
};

/** The console's catalogue calls (inside the /api/admin scope). */
export const catalogAdminRoutes =
  (catalog: CatalogEditor): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/catalogue/paintings',
      {
        bodyLimit: PAINTING_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          summary: 'Publish a painting: texts in English and Russian, its picture, and its art token of 100,000',
          security: bearer,
          body: CreatePaintingRequest,
          response: { 200: CreatePaintingResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => catalog.createPainting(request.body, editor(request)),
    );

    app.post(
      '/catalogue/paintings/:id/price',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Set a painting's token price (kept in the price history); leaving attribution makes it purchasable and tells its subscribers",
          security: bearer,
          params: PaintingIdParams,
          body: SetPriceRequest,
          response: { 200: SetPriceResponse, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => catalog.setPrice(request.params.id, request.body.price, editor(request)),
    );
  };
