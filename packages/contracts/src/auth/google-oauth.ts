import { z } from 'zod';
import { LocaleQuery, ErrorResponse } from '../common.ts';
import { callbackUrlRule, textField } from '../rules.ts';
import { AuthTokenResponse } from './token.ts';
import { type Endpoint } from '../endpoint.ts';

/**
 * Google sign-in and sign-up through OpenID Connect (authorization code with PKCE), in three
 * calls (docs/decisions/0021):
 * 1. GET /api/login/google-oauth/enabled: whether the platform has Google configured (the
 *    buttons are shown only then);
 * 2. GET /api/login/google-oauth/start?callback_url=…: the provider's authorization URL to send
 *    the browser to; `state`, the PKCE verifier and the nonce stay on the server;
 * 3. GET /api/login/google-oauth?code=…&state=…&referral=… from the callback page: the auth token.
 */
export const GoogleOauthEnabledResponse = z
  .object({ enabled: z.boolean().meta({ description: 'Google sign-in is configured on this platform' }) })
  .meta({ id: 'GoogleOauthEnabled' });
export type GoogleOauthEnabledResponse = z.infer<typeof GoogleOauthEnabledResponse>;

export const GoogleOauthStartQuery = LocaleQuery.extend({
  callback_url: callbackUrlRule.meta({
    description:
      "The web app's callback page Google returns to (the OAuth redirect_uri); on an allowed origin and registered with Google",
    example: 'https://pinacoteca.example/auth/google/callback',
  }),
});
export type GoogleOauthStartQuery = z.infer<typeof GoogleOauthStartQuery>;

export const GoogleOauthStartResponse = z
  .object({
    authorization_url: z.url().meta({ description: "Google's sign-in page; valid for 10 minutes, once" }),
  })
  .meta({ id: 'GoogleOauthStart' });
export type GoogleOauthStartResponse = z.infer<typeof GoogleOauthStartResponse>;

/** `_locale` is the language of an account made by this sign-in. */
export const GoogleOauthQuery = LocaleQuery.extend({
  code: textField().min(1, { error: 'required' }).max(4096),
  state: textField().min(1, { error: 'required' }).max(512),
  iss: z.string().max(1024).optional().meta({ description: 'The issuer, when the provider names it (RFC 9207)' }),
  referral: z
    .string()
    .trim()
    .max(64)
    .optional()
    .meta({ description: "The partner's referral code; applied when the sign-in creates the account" }),
});
export type GoogleOauthQuery = z.infer<typeof GoogleOauthQuery>;

export const GoogleOauthResponse = AuthTokenResponse;
export type GoogleOauthResponse = AuthTokenResponse;

export const getGoogleEnabled = {
  method: 'GET',
  path: '/api/login/google-oauth/enabled',
  access: 'public',
  tags: ['auth'],
  summary: 'Whether sign-in with Google is configured; the web shows its buttons only then',
  responses: { 200: GoogleOauthEnabledResponse },
} as const satisfies Endpoint;

export const startGoogleSignIn = {
  method: 'GET',
  path: '/api/login/google-oauth/start',
  access: 'public',
  tags: ['auth'],
  summary:
    "Start signing in with Google: answers Google's authorization URL (code flow with PKCE); 404 when not configured",
  query: GoogleOauthStartQuery,
  responses: {
    200: GoogleOauthStartResponse,
    400: ErrorResponse,
    404: ErrorResponse,
    429: ErrorResponse,
    503: ErrorResponse,
  },
} as const satisfies Endpoint;

export const finishGoogleSignIn = {
  method: 'GET',
  path: '/api/login/google-oauth',
  access: 'public',
  tags: ['auth'],
  summary:
    "Finish signing in with Google from the callback page's code and state: finds, connects (same verified e-mail) or creates the account; with two-factor on, the token is pending until /api/verify",
  query: GoogleOauthQuery,
  responses: {
    200: GoogleOauthResponse,
    400: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    429: ErrorResponse,
    503: ErrorResponse,
  },
} as const satisfies Endpoint;
