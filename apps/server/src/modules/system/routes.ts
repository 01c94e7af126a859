import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSystemStatus } from '@pinacoteca/contracts/system/status';
import { loopbackOnly } from '../../lib/loopback.ts';
import { route } from '../../lib/route.ts';
import type { TokenIssuer } from '../chain/issuance.ts';

/**
 * GET /api/system/status: so the web asks for dev routes only where they answer, and tells people
 * when the chain cannot be reached. Always registered, production included.
 */
export const systemStatusRoutes =
  (deps: { devRoutes: boolean; issuer: Pick<TokenIssuer, 'chainReach'> }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getSystemStatus, async (request, reply) => {
      // The same rule as the dev routes' own hook, so "true" means they answer this client.
      const devRoutes =
        deps.devRoutes &&
        (await loopbackOnly(request, reply).then(
          () => true,
          () => false,
        ));
      // Depends on who asks (dev routes) and changes within a minute (the chain): nobody keeps it.
      reply.header('cache-control', 'no-store');
      return { dev_routes: devRoutes, chain: await deps.issuer.chainReach() };
    });
  };
