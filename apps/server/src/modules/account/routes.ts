import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GetAccountResponse } from '@pinacoteca/contracts/account/account';
import { ChangePasswordRequest } from '@pinacoteca/contracts/account/change-password';
import { NotificationRequest } from '@pinacoteca/contracts/account/notification';
import { RecoveryConfirmRequest } from '@pinacoteca/contracts/account/recovery-confirm';
import {
  RecoveryRequestQuery,
  RecoveryRequestRequest,
  RecoveryRequestResponse,
} from '@pinacoteca/contracts/account/recovery-request';
import { ReferralOwnerParams, ReferralOwnerResponse } from '@pinacoteca/contracts/account/referral-owner';
import { RemoveAccountQuery, RemoveAccountRequest } from '@pinacoteca/contracts/account/remove-account';
import { TwoFaChangeStatusRequest } from '@pinacoteca/contracts/account/two-fa-change-status';
import { TwoFaSecretsResponse } from '@pinacoteca/contracts/account/two-fa-secrets';
import { UpdateAccountRequest } from '@pinacoteca/contracts/account/update-account';
import { SuccessResponse } from '@pinacoteca/contracts/auth/token';
import { ErrorResponse, PathErrorResponse } from '@pinacoteca/contracts/common';
import { listErrorHandler } from '../../lib/errors.ts';
import { limit, requestMeta } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { bearer, currentAuth, type Guards } from '../auth/guards.ts';
import type { AccountService } from './service.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };
const success = { success: true as const };

export const accountRoutes =
  (options: { accounts: AccountService; guards: Guards; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { accounts, guards, perAddress } = options;

    app.get(
      '/account',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'The signed-in account',
          security: bearer,
          response: { 200: GetAccountResponse, ...guarded },
        },
      },
      async (request) => accounts.getAccount(currentAuth(request).userId),
    );

    app.post(
      '/account',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'Change the nickname, phone, language or avatar; answers the account',
          security: bearer,
          body: UpdateAccountRequest,
          response: { 200: GetAccountResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => accounts.update(currentAuth(request).userId, request.body),
    );

    app.post(
      '/account/notification',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'Switch one notification type on or off; answers the account',
          security: bearer,
          body: NotificationRequest,
          response: { 200: GetAccountResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => accounts.setNotification(currentAuth(request).userId, request.body.type, request.body.enabled),
    );

    app.get(
      '/account/2fa/secrets',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'A new two-factor secret and its QR code, to enable two-factor with',
          security: bearer,
          response: { 200: TwoFaSecretsResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => accounts.twoFactorSecrets(currentAuth(request).userId),
    );

    app.post(
      '/account/2fa/change-status',
      {
        onRequest: guards.requireFullAuth,
        config: limit('2fa-change', perAddress),
        schema: {
          tags: ['account'],
          summary: 'Turn two-factor on or off with a six-digit code',
          security: bearer,
          body: TwoFaChangeStatusRequest,
          response: { 200: SuccessResponse, 400: ErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        const { code, enable } = request.body;
        await accounts.changeTwoFactor(currentAuth(request), code, enable, requestMeta(request));
        return success;
      },
    );

    app.post(
      '/account/change-password',
      {
        onRequest: guards.requireFullAuth,
        config: limit('change-password', perAddress),
        errorHandler: listErrorHandler,
        schema: {
          tags: ['account'],
          summary: 'Change the password (current one and code as the account needs); ends other sessions',
          security: bearer,
          body: ChangePasswordRequest,
          response: { 200: SuccessResponse, 400: PathErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        await accounts.changePassword(currentAuth(request), request.body, requestMeta(request));
        return success;
      },
    );

    app.post(
      '/account/remove',
      {
        onRequest: guards.requireFullAuth,
        config: limit('remove-account', perAddress),
        schema: {
          tags: ['account'],
          summary: 'Remove the account: restorable for 15 days, then its personal data is erased',
          security: bearer,
          querystring: RemoveAccountQuery,
          body: RemoveAccountRequest,
          response: { 200: SuccessResponse, 400: ErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        await accounts.remove(
          currentAuth(request),
          request.body.password,
          requestLanguage(request),
          requestMeta(request),
        );
        return success;
      },
    );

    app.post(
      '/account-recovery/request',
      {
        onRequest: guards.requireFullAuthOrRemoved,
        config: limit('recovery-request', perAddress),
        schema: {
          tags: ['account'],
          summary: 'E-mail a link that restores the removed account',
          security: bearer,
          querystring: RecoveryRequestQuery,
          body: RecoveryRequestRequest,
          response: { 200: RecoveryRequestResponse, 400: ErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) =>
        accounts.requestRecovery(
          currentAuth(request),
          request.body.callback_url,
          requestLanguage(request),
          requestMeta(request),
        ),
    );

    app.post(
      '/account-recovery/confirm',
      {
        onRequest: guards.requireFullAuthOrRemoved,
        config: limit('recovery-confirm', perAddress),
        schema: {
          tags: ['account'],
          summary: "Restore the removed account with the link's token",
          security: bearer,
          body: RecoveryConfirmRequest,
          response: { 200: SuccessResponse, 400: ErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        await accounts.confirmRecovery(currentAuth(request), request.body.token, requestMeta(request));
        return success;
      },
    );

    app.get(
      '/referral/owner/:referral',
      {
        // Each answer tells whether a code exists: trying codes is paced per address.
        config: limit('referral-owner', perAddress),
        schema: {
          tags: ['account'],
          summary: "The masked e-mail of a referral code's owner, shown on the registration start page",
          params: ReferralOwnerParams,
          response: { 200: ReferralOwnerResponse, 404: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return accounts.referralOwnerEmail(request.params.referral);
      },
    );
  };
