import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStaff, staffActor } from '../auth/guards.ts';
import { requestLanguage } from '../../lib/locale.ts';
import type { InboxDesk } from '../support/inbox.ts';
import { listInbox, getInboxItem, changeInboxItem, replyToInboxItem } from '@pinacoteca/contracts/admin/inbox';
import { route } from '../../lib/route.ts';

/** The inbox in the console (inside the /api/admin scope): support messages and whole-painting requests. */
export const adminInboxRoutes =
  (inbox: InboxDesk): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listInbox, async (request) =>
      inbox.list(request.query, currentStaff(request).userId, requestLanguage(request)),
    );

    route(app, getInboxItem, async (request) =>
      inbox.detail(request.params.kind, request.params.id, requestLanguage(request)),
    );

    route(app, changeInboxItem, async (request) =>
      inbox.update(request.params.kind, request.params.id, request.body, {
        ...staffActor(request),
        language: requestLanguage(request),
      }),
    );

    route(app, replyToInboxItem, async (request) =>
      inbox.reply(request.params.kind, request.params.id, request.body, {
        ...staffActor(request),
        language: requestLanguage(request),
      }),
    );
  };
