import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sql } from '../../db/client.ts';
import { listDevMail } from '@pinacoteca/contracts/dev/mail';
import { route } from '../../lib/route.ts';

/**
 * The dev mailbox: what the platform sent, for people and browser tests to read links from.
 * app.ts registers it only outside production; there the route does not exist at all.
 */
export const devMailRoutes =
  (sql: Sql): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listDevMail, async (request, reply) => {
      const { to } = request.query;
      const rows = await sql<{ to: string; subject: string; text: string; html: string; created_at: Date }[]>`
          select to_address as to, subject, body_text as text, body_html as html, created_at
          from mail_outbox
          where sent_at is not null ${to ? sql`and lower(to_address) = lower(${to})` : sql``}
          order by created_at desc, id desc
          limit 100`;
      reply.header('cache-control', 'no-store');
      return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    });
  };
