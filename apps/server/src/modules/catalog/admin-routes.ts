import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../auth/guards.ts';
import type { CatalogEditor } from './editor.ts';
import {
  createPainting,
  setPaintingPrice,
  getEditablePainting,
  updatePainting,
  createAuthor,
} from '@pinacoteca/contracts/admin/catalogue';
import { route } from '../../lib/route.ts';

/** One picture as a data URL: well under this. */
const PAINTING_BODY_LIMIT = 24 * 1024 * 1024;

/** The console's catalogue calls (inside the /api/admin scope). */
export const catalogAdminRoutes =
  (catalog: CatalogEditor): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, createPainting, async (request) => catalog.createPainting(request.body, staffActor(request)), {
      bodyLimit: PAINTING_BODY_LIMIT,
    });

    route(app, setPaintingPrice, async (request) =>
      catalog.setPrice(request.params.id, request.body.price, staffActor(request)),
    );

    route(app, getEditablePainting, async (request) => catalog.editable(request.params.id));

    route(
      app,
      updatePainting,
      async (request) => catalog.updatePainting(request.params.id, request.body, staffActor(request)),
      {
        bodyLimit: PAINTING_BODY_LIMIT,
      },
    );

    route(app, createAuthor, async (request) => catalog.createAuthor(request.body, staffActor(request)));
  };
