import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit, requestMeta } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/locale.ts';
import type { GoogleSignIn } from './google.ts';
import { getGoogleEnabled, startGoogleSignIn, finishGoogleSignIn } from '@pinacoteca/contracts/auth/google-oauth';
import { route } from '../../lib/route.ts';

export const googleRoutes =
  (options: { google: GoogleSignIn; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { google, perAddress } = options;

    route(app, getGoogleEnabled, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { enabled: google.enabled };
    });

    route(
      app,
      startGoogleSignIn,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return google.start(request.query.callback_url, requestLanguage(request));
      },
      {
        config: limit('google-start', perAddress),
      },
    );

    route(
      app,
      finishGoogleSignIn,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return google.complete(request.query, requestLanguage(request), requestMeta(request));
      },
      {
        config: limit('google-oauth', perAddress),
      },
    );
  };
