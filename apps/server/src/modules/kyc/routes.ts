import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import {
  KycDecisionRequest,
  KycDocumentParams,
  KycIdParams,
  KycQueueQuery,
  KycQueueResponse,
  KycResponse,
  KycReview,
  KycSimulateRequest,
  KycStartResponse,
  KycSubmitRequest,
} from '@pinacoteca/contracts/kyc/kyc';
import { limit, requestMeta } from '../../lib/http.ts';
import { bearer, currentAuth, currentStaff, type Guards } from '../auth/guards.ts';
import type { KycService } from './service.ts';

const guarded = { 401: ErrorResponse, 403: ErrorResponse };
/** Three photos as data URLs, scaled down by the web: well under this. */
const SUBMISSION_BODY_LIMIT = 24 * 1024 * 1024;

/** The person's own verification (GET, the in-house form, the hosted provider's start). */
export const kycRoutes =
  (options: { kyc: KycService; guards: Guards; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { kyc, guards, perAddress } = options;

    app.get(
      '/kyc',
      {
        onRequest: guards.requireFullAuth,
        schema: {
          tags: ['account'],
          summary: 'Where the signed-in person’s identity verification stands',
          security: bearer,
          response: { 200: KycResponse, ...guarded },
        },
      },
      async (request) => kyc.status(currentAuth(request).userId),
    );

    app.post(
      '/kyc',
      {
        onRequest: guards.requireFullAuth,
        bodyLimit: SUBMISSION_BODY_LIMIT,
        config: limit('kyc-submit', perAddress),
        schema: {
          tags: ['account'],
          summary:
            'Send the in-house verification: legal name, date of birth (18 or older), country (not the US), address, an identity document and a selfie',
          security: bearer,
          body: KycSubmitRequest,
          response: { 200: KycResponse, 400: ErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) => kyc.submit(currentAuth(request).userId, request.body, requestMeta(request)),
    );

    app.post(
      '/kyc/start',
      {
        onRequest: guards.requireFullAuth,
        config: limit('kyc-start', perAddress),
        schema: {
          tags: ['account'],
          summary: 'With the hosted provider (KYC_PROVIDER=hosted): where to send the person to verify',
          security: bearer,
          response: { 200: KycStartResponse, 400: ErrorResponse, 429: ErrorResponse, ...guarded },
        },
      },
      async (request) => kyc.startHosted(currentAuth(request).userId, requestMeta(request)),
    );

    // The provider signs the body as it sent it: this scope keeps it as text.
    await app.register(async (hooks) => {
      hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      hooks.post(
        '/kyc/webhook',
        {
          schema: {
            tags: ['account'],
            summary:
              'The hosted provider’s verdict: HMAC-SHA256 of `<x-kyc-timestamp>.<body>` in `x-kyc-signature` (hex); each event applied once',
            response: {
              200: z.object({ applied: z.boolean() }),
              400: ErrorResponse,
              401: ErrorResponse,
              404: ErrorResponse,
            },
          },
        },
        async (request) => {
          const header = (name: string) => {
            const value = request.headers[name];
            return typeof value === 'string' ? value : undefined;
          };
          const applied = await kyc.webhook(
            typeof request.body === 'string' ? request.body : '',
            header('x-kyc-timestamp'),
            header('x-kyc-signature'),
          );
          return { applied };
        },
      );
    });
  };

/** Outside production: decide one's own verification as the provider would. */
export const devKycRoutes =
  (options: { kyc: KycService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/kyc/simulate',
      {
        onRequest: options.guards.requireFullAuth,
        schema: {
          tags: ['dev'],
          summary: 'Approve or reject one’s own identity verification, as the provider’s webhook would',
          security: bearer,
          body: KycSimulateRequest,
          response: { 200: KycResponse, 400: ErrorResponse, ...guarded },
        },
      },
      async (request) => options.kyc.simulate(currentAuth(request).userId, request.body.outcome, requestMeta(request)),
    );
  };

/** The console's review of verifications (inside the /api/admin scope: operators only). */
export const kycAdminRoutes =
  (kyc: KycService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/kyc',
      {
        schema: {
          tags: ['admin'],
          summary: 'Verifications by status, pending ones oldest first',
          security: bearer,
          querystring: KycQueueQuery,
          response: { 200: KycQueueResponse, ...guarded },
        },
      },
      async (request) => kyc.queue(request.query.status),
    );

    app.get(
      '/kyc/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One verification with the data sent and which images it has',
          security: bearer,
          params: KycIdParams,
          response: { 200: KycReview, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => kyc.review(request.params.id),
    );

    app.get(
      '/kyc/:id/documents/:kind',
      {
        schema: {
          tags: ['admin'],
          summary: 'One image of a verification (front, back or selfie), decrypted for the console only',
          security: bearer,
          params: KycDocumentParams,
        },
      },
      async (request, reply) => {
        const { data, type } = await kyc.document(request.params.id, request.params.kind);
        return reply.header('cache-control', 'no-store').type(type).send(data);
      },
    );

    app.post(
      '/kyc/:id/decision',
      {
        schema: {
          tags: ['admin'],
          summary: 'Approve, reject with a reason, or ask for the documents again; e-mailed to the person',
          security: bearer,
          params: KycIdParams,
          body: KycDecisionRequest,
          response: { 200: KycReview, 400: ErrorResponse, 404: ErrorResponse, ...guarded },
        },
      },
      async (request) => {
        const staff = currentStaff(request);
        return kyc.decide(request.params.id, request.body, {
          id: staff.userId,
          role: staff.role,
          meta: requestMeta(request),
        });
      },
    );
  };
