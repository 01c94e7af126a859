import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChallengeRequiredResponse, SignInChallenge } from '@pinacoteca/contracts/auth/challenge';
import { LoginRequest, LoginResponse } from '@pinacoteca/contracts/auth/login';
import { LogoutResponse } from '@pinacoteca/contracts/auth/logout';
import { RegisterQuery, RegisterRequest, RegisterResponse } from '@pinacoteca/contracts/auth/register';
import { RegisterConfirmRequest, RegisterConfirmResponse } from '@pinacoteca/contracts/auth/register-confirm';
import {
  RegisterResendQuery,
  RegisterResendRequest,
  RegisterResendResponse,
} from '@pinacoteca/contracts/auth/register-resend';
import { ResetPasswordRequest, ResetPasswordResponse } from '@pinacoteca/contracts/auth/reset-password';
import {
  ResetPasswordRequestQuery,
  ResetPasswordRequestRequest,
  ResetPasswordRequestResponse,
} from '@pinacoteca/contracts/auth/reset-password-request';
import { VerifyRequest, VerifyResponse } from '@pinacoteca/contracts/auth/verify';
import { ErrorResponse, PathErrorResponse } from '@pinacoteca/contracts/common';
import { listErrorHandler } from '../../lib/errors.ts';
import { limit, requestMeta } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { bearer, currentAuth, type Guards } from './guards.ts';
import type { AuthService } from './service.ts';

const limited = { 429: ErrorResponse };
/** 403: a challenge to solve first, or an account an operator blocked. */
const refused = z.union([ChallengeRequiredResponse, ErrorResponse]);

export const authRoutes =
  (options: { auth: AuthService; guards: Guards; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, guards, perAddress } = options;
    // Answers carrying tokens must never be stored by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/register',
      {
        config: limit('register', perAddress),
        schema: {
          tags: ['auth'],
          summary: 'Create an account and e-mail a confirmation link (`_locale` sets its language)',
          querystring: RegisterQuery,
          body: RegisterRequest,
          response: { 200: RegisterResponse, 400: ErrorResponse, ...limited },
        },
      },
      async (request) => auth.register(request.body, requestLanguage(request), requestMeta(request)),
    );

    app.post(
      '/register/resend',
      {
        config: limit('register-resend', perAddress),
        schema: {
          tags: ['auth'],
          summary: 'Send the confirmation e-mail again; refused (429) before resend_available_at',
          querystring: RegisterResendQuery,
          body: RegisterResendRequest,
          response: { 200: RegisterResendResponse, 400: ErrorResponse, ...limited },
        },
      },
      async (request) => auth.resendConfirmation(request.body.resend_token, request.query._locale ?? null),
    );

    app.post(
      '/register/confirm',
      {
        config: limit('register-confirm', perAddress),
        schema: {
          tags: ['auth'],
          summary: "Confirm the e-mail with the link's token; answers a sign-in token",
          body: RegisterConfirmRequest,
          response: { 200: RegisterConfirmResponse, 400: ErrorResponse, ...limited },
        },
      },
      async (request) => auth.confirmEmail(request.body.token, requestMeta(request)),
    );

    app.post(
      '/login',
      {
        config: limit('login', perAddress),
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password; with two-factor on, the token is pending until /api/verify',
          body: LoginRequest,
          response: { 200: LoginResponse, 400: ErrorResponse, 403: refused, ...limited },
        },
      },
      async (request) =>
        auth.login(request.body.email, request.body.password, request.body.altcha, requestMeta(request)),
    );

    app.get(
      '/login/challenge',
      {
        config: limit('login-challenge', perAddress),
        schema: {
          tags: ['auth'],
          summary:
            'A proof-of-work challenge (ALTCHA) to solve when sign-in or the two-factor step answers 403 challenge_required; single-use, expires in 10 minutes',
          response: { 200: SignInChallenge, ...limited },
        },
      },
      async () => auth.guard.challenges.create(),
    );

    app.post(
      '/verify',
      {
        onRequest: guards.authenticate,
        config: limit('verify', perAddress),
        schema: {
          tags: ['auth'],
          summary: 'The two-factor code for a pending token; answers a fully verified token',
          security: bearer,
          body: VerifyRequest,
          response: {
            200: VerifyResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: refused,
            ...limited,
          },
        },
      },
      async (request) =>
        auth.verifyTwoFactor(currentAuth(request), request.body.code, request.body.altcha, requestMeta(request)),
    );

    app.post(
      '/reset-password/request',
      {
        config: limit('reset-request', perAddress),
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password reset link; the same answer whether or not the account exists',
          querystring: ResetPasswordRequestQuery,
          body: ResetPasswordRequestRequest,
          response: { 200: ResetPasswordRequestResponse, 400: ErrorResponse, ...limited },
        },
      },
      async (request) =>
        auth.requestPasswordReset(
          request.body.email,
          request.body.callback_url,
          requestLanguage(request),
          requestMeta(request),
        ),
    );

    app.post(
      '/reset-password/reset',
      {
        config: limit('reset', perAddress),
        errorHandler: listErrorHandler,
        schema: {
          tags: ['auth'],
          summary: 'Set a new password from a reset link (and the code with two-factor on); ends every session',
          body: ResetPasswordRequest,
          response: { 200: ResetPasswordResponse, 400: PathErrorResponse, ...limited },
        },
      },
      async (request) => auth.resetPassword(request.body, requestMeta(request)),
    );

    app.post(
      '/logout',
      {
        onRequest: guards.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'End the session of this token (it answers 401 from now on)',
          security: bearer,
          response: { 204: LogoutResponse, 401: ErrorResponse },
        },
      },
      async (request, reply) => {
        await auth.logout(currentAuth(request), requestMeta(request));
        return reply.code(204).send(null);
      },
    );
  };
