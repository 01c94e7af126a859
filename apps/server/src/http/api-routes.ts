import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import type { Sql } from '../db/client.ts';
import { loopbackOnly } from '../lib/loopback.ts';
import { accountRoutes } from '../modules/account/routes.ts';
import { adminInboxRoutes } from '../modules/admin/inbox-routes.ts';
import { adminOrderRoutes } from '../modules/admin/order-routes.ts';
import { adminRoutes } from '../modules/admin/routes.ts';
import { adminWithdrawalRoutes } from '../modules/admin/withdrawal-routes.ts';
import type { GoogleSignIn } from '../modules/auth/google.ts';
import { googleRoutes } from '../modules/auth/google-routes.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { catalogAdminRoutes } from '../modules/catalog/admin-routes.ts';
import { CatalogEditor } from '../modules/catalog/editor.ts';
import { catalogRoutes } from '../modules/catalog/routes.ts';
import { devChainSendRoutes, devSolanaPayRoutes, transparencyRoutes } from '../modules/chain/routes.ts';
import { withdrawRoutes } from '../modules/chain/withdraw-routes.ts';
import type { DevOpenIdProvider } from '../modules/dev-oidc/provider.ts';
import { devOidcRoutes } from '../modules/dev-oidc/routes.ts';
import { flagRoutes } from '../modules/flags/routes.ts';
import { devKycRoutes, kycAdminRoutes, kycRoutes } from '../modules/kyc/routes.ts';
import { devMailRoutes } from '../modules/mail/routes.ts';
import { operatorRoutes } from '../modules/operator/routes.ts';
import { RefundDesk } from '../modules/orders/refund-requests.ts';
import { devChargeRoutes, orderRoutes } from '../modules/orders/routes.ts';
import { swapRoutes } from '../modules/orders/swap.ts';
import { paintingRequestRoutes } from '../modules/painting-requests/routes.ts';
import { portfolioRoutes } from '../modules/portfolio/routes.ts';
import { referralRoutes } from '../modules/referrals/routes.ts';
import type { ReferralService } from '../modules/referrals/service.ts';
import { InboxDesk } from '../modules/support/inbox.ts';
import { supportRoutes } from '../modules/support/routes.ts';
import { systemStatusRoutes } from '../modules/system/routes.ts';

/** The built app's services, with what only the routes need beside them. */
export type ApiServices = Pick<
  App,
  | 'catalog'
  | 'issuer'
  | 'withdrawals'
  | 'deposits'
  | 'sales'
  | 'treasuryReturns'
  | 'auth'
  | 'accounts'
  | 'kyc'
  | 'paintingRequests'
  | 'orders'
  | 'media'
  | 'mailOutbox'
  | 'chain'
  | 'payments'
> & {
  config: Config;
  sql: Sql;
  referrals: ReferralService;
  google: GoogleSignIn;
  devOidc: DevOpenIdProvider | null;
};

/**
 * Every endpoint under `/api`, each module's routes registered from their contracts
 * (docs/decisions/0052): the public and signed-in calls, the console's under `/api/admin`, and,
 * outside production, the development conveniences under `/api/dev`, kept to this machine.
 */
export async function registerApi(app: FastifyInstance, services: ApiServices) {
  const {
    config,
    sql,
    catalog,
    issuer,
    withdrawals,
    deposits,
    sales,
    treasuryReturns,
    auth,
    accounts,
    referrals,
    kyc,
    paintingRequests,
    google,
    orders,
    media,
    mailOutbox,
    chain,
    devOidc,
    payments,
  } = services;
  await app.register(
    async (api) => {
      await api.register(catalogRoutes(catalog));
      await api.register(transparencyRoutes(issuer));
      await api.register(swapRoutes({ sql }));
      await api.register(withdrawRoutes({ withdrawals, deposits, sales }));
      await api.register(flagRoutes(sql));
      await api.register(operatorRoutes(config.operator));
      await api.register(systemStatusRoutes({ sql, devRoutes: config.devRoutes, issuer, payments }));
      await api.register(supportRoutes({ sql, perHour: config.rateLimits.feedbackPerHour }));
      await api.register(authRoutes({ auth, perAddress: config.rateLimits.authPer15Min }));
      await api.register(accountRoutes({ accounts, perAddress: config.rateLimits.authPer15Min }));
      await api.register(referralRoutes({ referrals }));
      await api.register(kycRoutes({ kyc, perAddress: config.rateLimits.authPer15Min }));
      await api.register(
        paintingRequestRoutes({ requests: paintingRequests, perAddress: config.rateLimits.authPer15Min }),
      );
      await api.register(googleRoutes({ google, perAddress: config.rateLimits.authPer15Min }));
      await api.register(portfolioRoutes({ sql }));
      await api.register(
        orderRoutes({
          orders,
          sql,
          perAccountPerHour: config.orders.perAccountPerHour,
          perAddressPerHour: config.orders.perAddressPerHour,
        }),
      );
      // The operator console's calls: each is staff-only by its contract, and lib/route.ts refuses
      // to register one that is not, so no route here can be left open.
      await api.register(
        async (admin) => {
          await admin.register(adminRoutes({ sql, catalog, orders, publicUrl: config.publicUrl }));
          await admin.register(kycAdminRoutes(kyc));
          await admin.register(catalogAdminRoutes(new CatalogEditor(sql, media)));
          await admin.register(
            adminOrderRoutes({
              sql,
              orders,
              refunds: new RefundDesk(sql, orders, config.refundApprovalAboveCents),
              approvalAboveCents: config.refundApprovalAboveCents,
            }),
          );
          await admin.register(adminInboxRoutes(new InboxDesk(sql, config, mailOutbox)));
          await admin.register(
            adminWithdrawalRoutes({
              withdrawals,
              sales,
              deposits,
              treasuryReturns,
              approvalAboveCents: config.withdraw.approvalAboveCents,
            }),
          );
        },
        { prefix: '/admin' },
      );
      if (config.devRoutes) {
        // Every dev convenience goes in this scope: one rule keeps them to clients on this machine.
        await api.register(async (dev) => {
          dev.addHook('onRequest', loopbackOnly);
          await dev.register(devMailRoutes(sql));
          await dev.register(devChargeRoutes({ orders }));
          await dev.register(devKycRoutes({ kyc }));
          await dev.register(devSolanaPayRoutes(chain, issuer, sql));
          await dev.register(devChainSendRoutes({ sql, chain }));
          if (devOidc) await dev.register(devOidcRoutes(devOidc));
        });
      }
    },
    { prefix: '/api' },
  );
}
