import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GoogleOauthEnabledResponse,
  GoogleOauthQuery,
  GoogleOauthResponse,
  GoogleOauthStartQuery,
  GoogleOauthStartResponse,
} from '@pinacoteca/contracts/auth/google-oauth';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { limit, requestMeta } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/locale.ts';
import type { GoogleSignIn } from './google.ts';

export const googleRoutes =
  (options: { google: GoogleSignIn; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { google, perAddress } = options;

    app.get(
      '/login/google-oauth/enabled',
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether sign-in with Google is configured; the web shows its buttons only then',
          response: { 200: GoogleOauthEnabledResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { enabled: google.enabled };
      },
    );

    app.get(
      '/login/google-oauth/start',
      {
        config: limit('google-start', perAddress),
        schema: {
          tags: ['auth'],
          summary:
            "Start signing in with Google: answers Google's authorization URL (code flow with PKCE); 404 when not configured",
          querystring: GoogleOauthStartQuery,
          response: {
            200: GoogleOauthStartResponse,
            400: ErrorResponse,
            404: ErrorResponse,
            429: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return google.start(request.query.callback_url, requestLanguage(request));
      },
    );

    app.get(
      '/login/google-oauth',
      {
        config: limit('google-oauth', perAddress),
        schema: {
          tags: ['auth'],
          summary:
            "Finish signing in with Google from the callback page's code and state: finds, connects (same verified e-mail) or creates the account; with two-factor on, the token is pending until /api/verify",
          querystring: GoogleOauthQuery,
          response: {
            200: GoogleOauthResponse,
            400: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            429: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return google.complete(request.query, requestLanguage(request), requestMeta(request));
      },
    );
  };
