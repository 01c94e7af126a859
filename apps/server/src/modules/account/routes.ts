import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listErrorHandler } from '../../lib/errors.ts';
import { limit, requestMeta } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/locale.ts';
import { currentAuth } from '../auth/guards.ts';
import type { AccountService } from './service.ts';
import { getAccount } from '@pinacoteca/contracts/account/account';
import { updateAccount } from '@pinacoteca/contracts/account/update-account';
import { setNotifications } from '@pinacoteca/contracts/account/notification';
import { getTwoFaSecrets } from '@pinacoteca/contracts/account/two-fa-secrets';
import { endOtherSessions } from '@pinacoteca/contracts/account/other-sessions';
import { changeTwoFaStatus } from '@pinacoteca/contracts/account/two-fa-change-status';
import { changePassword } from '@pinacoteca/contracts/account/change-password';
import { removeAccount } from '@pinacoteca/contracts/account/remove-account';
import { requestRecovery } from '@pinacoteca/contracts/account/recovery-request';
import { confirmRecovery } from '@pinacoteca/contracts/account/recovery-confirm';
import { getReferralOwner } from '@pinacoteca/contracts/account/referral-owner';
import { route } from '../../lib/route.ts';

const success = { success: true as const };

/**
 * Password change answers every error about the current password on path `password` (SPEC §7, §8:
 * the web shows it on the old-password field), the schema's (too long, not text) as well as the
 * service's (missing, wrong), which would otherwise come as `current_password`, a path no field takes.
 */
function changePasswordErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      if (issue.instancePath === '/current_password') issue.instancePath = '/password';
    }
  }
  return listErrorHandler(error, request, reply);
}

export const accountRoutes =
  (options: { accounts: AccountService; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { accounts, perAddress } = options;

    route(app, getAccount, async (request) => accounts.getAccount(currentAuth(request).userId));

    route(app, updateAccount, async (request) => accounts.update(currentAuth(request).userId, request.body));

    route(app, setNotifications, async (request) =>
      accounts.setNotification(currentAuth(request).userId, request.body.type, request.body.enabled),
    );

    route(app, getTwoFaSecrets, async (request) => accounts.twoFactorSecrets(currentAuth(request).userId));

    route(app, endOtherSessions, async (request) => ({
      success: true as const,
      ended: await accounts.endOtherSessions(currentAuth(request), requestMeta(request)),
    }));

    route(
      app,
      changeTwoFaStatus,
      async (request) => {
        await accounts.changeTwoFactor(currentAuth(request), request.body, requestMeta(request));
        return success;
      },
      {
        config: limit('2fa-change', perAddress),
      },
    );

    route(
      app,
      changePassword,
      async (request) => {
        await accounts.changePassword(currentAuth(request), request.body, requestMeta(request));
        return success;
      },
      {
        config: limit('change-password', perAddress),
        errorHandler: changePasswordErrorHandler,
      },
    );

    route(
      app,
      removeAccount,
      async (request) => {
        await accounts.remove(
          currentAuth(request),
          { password: request.body.password, code: request.body.code },
          requestLanguage(request),
          requestMeta(request),
        );
        return success;
      },
      {
        config: limit('remove-account', perAddress),
      },
    );

    route(
      app,
      requestRecovery,
      async (request) =>
        accounts.requestRecovery(
          currentAuth(request),
          request.body.callback_url,
          requestLanguage(request),
          requestMeta(request),
        ),
      {
        config: limit('recovery-request', perAddress),
      },
    );

    route(
      app,
      confirmRecovery,
      async (request) => {
        await accounts.confirmRecovery(currentAuth(request), request.body.token, requestMeta(request));
        return success;
      },
      {
        config: limit('recovery-confirm', perAddress),
      },
    );

    route(
      app,
      getReferralOwner,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return accounts.referralOwnerEmail(request.params.referral);
      },
      {
        // Each answer tells whether a code exists: trying codes is paced per address.
        config: limit('referral-owner', perAddress),
      },
    );
  };
