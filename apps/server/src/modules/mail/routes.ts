import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/client.ts';
import { listDevMail } from '@pinacoteca/contracts/dev/mail';
import { route } from '../../lib/route.ts';
import { sentMail } from './queries.ts';

/**
 * The dev mailbox: what the platform sent, for people and browser tests to read links from.
 * app.ts registers it only outside production; there the route does not exist at all.
 */
export const devMailRoutes =
  (sql: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listDevMail, async (request, reply) => {
      const { to } = request.query;
      const rows = await sentMail(sql, to);
      reply.header('cache-control', 'no-store');
      return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    });
  };
