import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InboxDetail,
  InboxItemParams,
  InboxQuery,
  InboxReplyRequest,
  InboxResponse,
  InboxUpdateRequest,
} from '@pinacoteca/contracts/admin/inbox';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import { bearer, currentStaff, staffActor } from '../auth/guards.ts';
import { requestLanguage } from '../../lib/locale.ts';
import type { InboxDesk } from '../support/inbox.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };

/** The inbox in the console (inside the /api/admin scope): support messages and whole-painting requests. */
export const adminInboxRoutes =
  (inbox: InboxDesk): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/inbox',
      {
        schema: {
          tags: ['admin'],
          summary: 'Support messages and whole-painting purchase requests; open ones by default, new first',
          security: bearer,
          querystring: InboxQuery,
          response: { 200: InboxResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => inbox.list(request.query, currentStaff(request).userId, requestLanguage(request)),
    );

    app.get(
      '/inbox/:kind/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One inbox item with the answers sent',
          security: bearer,
          params: InboxItemParams,
          response: { 200: InboxDetail, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => inbox.detail(request.params.kind, request.params.id, requestLanguage(request)),
    );

    app.post(
      '/inbox/:kind/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Take an item, hand it to another operator, or change its status (audited)',
          security: bearer,
          params: InboxItemParams,
          body: InboxUpdateRequest,
          response: { 200: InboxDetail, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, ...guarded },
        },
      },
      async (request) =>
        inbox.update(request.params.kind, request.params.id, request.body, {
          ...staffActor(request),
          language: requestLanguage(request),
        }),
    );

    app.post(
      '/inbox/:kind/:id/reply',
      {
        schema: {
          tags: ['admin'],
          summary: "Answer by e-mail in the sender's language; the item becomes answered, or closed (audited)",
          security: bearer,
          params: InboxItemParams,
          body: InboxReplyRequest,
          response: { 200: InboxDetail, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) =>
        inbox.reply(request.params.kind, request.params.id, request.body, {
          ...staffActor(request),
          language: requestLanguage(request),
        }),
    );
  };
