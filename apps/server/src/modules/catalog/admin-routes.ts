import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateAuthorRequest,
  CreateAuthorResponse,
  CreatePaintingRequest,
  CreatePaintingResponse,
  EditablePainting,
  UpdatePaintingRequest,
  PaintingIdParams,
  SetPriceRequest,
  SetPriceResponse,
} from '@pinacoteca/contracts/admin/catalogue';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { bearer, staffActor } from '../auth/guards.ts';
import type { CatalogEditor } from './editor.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };
/** One picture as a data URL: well under this. */
const PAINTING_BODY_LIMIT = 24 * 1024 * 1024;

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
      async (request) => catalog.createPainting(request.body, staffActor(request)),
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
      async (request) => catalog.setPrice(request.params.id, request.body.price, staffActor(request)),
    );

    app.get(
      '/catalogue/paintings/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'A painting as the edit form holds it: texts in both languages, histories, attributions',
          security: bearer,
          params: PaintingIdParams,
          response: { 200: EditablePainting, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => catalog.editable(request.params.id),
    );

    app.put(
      '/catalogue/paintings/:id',
      {
        bodyLimit: PAINTING_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          summary:
            'Edit a painting: texts, author, details, sale id, a new main picture, its histories and attributions (audited)',
          security: bearer,
          params: PaintingIdParams,
          body: UpdatePaintingRequest,
          response: { 200: EditablePainting, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => catalog.updatePainting(request.params.id, request.body, staffActor(request)),
    );

    app.post(
      '/catalogue/authors',
      {
        schema: {
          tags: ['admin'],
          summary: 'Add an author paintings can name (audited)',
          security: bearer,
          body: CreateAuthorRequest,
          response: { 200: CreateAuthorResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => catalog.createAuthor(request.body, staffActor(request)),
    );
  };
