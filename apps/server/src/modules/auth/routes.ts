import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listErrorHandler } from '../../lib/errors.ts';
import { limit, requestMeta } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { currentAuth } from './guards.ts';
import type { AuthService } from './service.ts';
import { register } from '@pinacoteca/contracts/auth/register';
import { resendConfirmation } from '@pinacoteca/contracts/auth/register-resend';
import { confirmRegistration } from '@pinacoteca/contracts/auth/register-confirm';
import { signIn } from '@pinacoteca/contracts/auth/login';
import { getSignInChallenge } from '@pinacoteca/contracts/auth/challenge';
import { verifyTwoFa } from '@pinacoteca/contracts/auth/verify';
import { requestPasswordReset } from '@pinacoteca/contracts/auth/reset-password-request';
import { resetPassword } from '@pinacoteca/contracts/auth/reset-password';
import { checkResetPassword } from '@pinacoteca/contracts/auth/reset-password-check';
import { signOut } from '@pinacoteca/contracts/auth/logout';
import { route } from '../../lib/route.ts';

export const authRoutes =
  (options: { auth: AuthService; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, perAddress } = options;
    // Answers carrying tokens must never be stored by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    route(
      app,
      register,
      async (request) => auth.register(request.body, requestLanguage(request), requestMeta(request)),
      {
        config: limit('register', perAddress),
      },
    );

    route(
      app,
      resendConfirmation,
      async (request) => auth.resendConfirmation(request.body.resend_token, request.query._locale ?? null),
      {
        config: limit('register-resend', perAddress),
      },
    );

    route(app, confirmRegistration, async (request) => auth.confirmEmail(request.body.token, requestMeta(request)), {
      config: limit('register-confirm', perAddress),
    });

    route(
      app,
      signIn,
      async (request) =>
        auth.login(request.body.email, request.body.password, request.body.altcha, requestMeta(request)),
      {
        config: limit('login', perAddress),
      },
    );

    route(app, getSignInChallenge, async () => auth.guard.challenges.create(), {
      config: limit('login-challenge', perAddress),
    });

    route(
      app,
      verifyTwoFa,
      async (request) =>
        auth.verifyTwoFactor(currentAuth(request), request.body.code, request.body.altcha, requestMeta(request)),
      {
        config: limit('verify', perAddress),
      },
    );

    route(
      app,
      requestPasswordReset,
      async (request) =>
        auth.requestPasswordReset(
          request.body.email,
          request.body.callback_url,
          requestLanguage(request),
          requestMeta(request),
        ),
      {
        config: limit('reset-request', perAddress),
      },
    );

    route(app, checkResetPassword, async (request) => auth.checkResetToken(request.body.token), {
      config: limit('reset-check', perAddress),
      errorHandler: listErrorHandler,
    });

    route(app, resetPassword, async (request) => auth.resetPassword(request.body, requestMeta(request)), {
      config: limit('reset', perAddress),
      errorHandler: listErrorHandler,
    });

    route(app, signOut, async (request, reply) => {
      await auth.logout(currentAuth(request), requestMeta(request));
      return reply.code(204).send(null);
    });
  };
