import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_CURRENCIES } from '@pinacoteca/contracts/enums';
import { getSystemStatus } from '@pinacoteca/contracts/system/status';
import type { PaymentProviders } from '../../adapters/payments/registry.ts';
import { loopbackOnly } from '../../lib/loopback.ts';
import { route } from '../../lib/route.ts';
import { HttpError } from '../../lib/errors.ts';
import { databaseAnswers } from '../../db/health.ts';
import type { Sql } from '../../db/client.ts';
import type { TokenIssuer } from '../chain/issuance.ts';

/**
 * GET /api/system/status: so the web asks for dev routes only where they answer, and tells people
 * when the chain cannot be reached. Always registered, production included.
 */
export const systemStatusRoutes =
  (deps: {
    sql: Sql;
    devRoutes: boolean;
    issuer: Pick<TokenIssuer, 'chainReach' | 'network'>;
    payments: Pick<PaymentProviders, 'forCurrency'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getSystemStatus, async (request, reply) => {
      // A process whose database has gone answers nothing else right: it says so, so a load
      // balancer stops sending it people (it answered 200 for seconds while every page failed).
      if (!(await databaseAnswers(deps.sql))) throw new HttpError(503, 'database_unreachable');
      // The same rule as the dev routes' own hook, so "true" means they answer this client.
      const devRoutes =
        deps.devRoutes &&
        (await loopbackOnly(request, reply).then(
          () => true,
          () => false,
        ));
      // Depends on who asks (dev routes) and changes within a minute (the chain): nobody keeps it.
      reply.header('cache-control', 'no-store');
      return {
        dev_routes: devRoutes,
        chain: await deps.issuer.chainReach(),
        network: deps.issuer.network(),
        currencies: PAYMENT_CURRENCIES.filter((currency) => deps.payments.forCurrency(currency) !== null),
      };
    });
  };
