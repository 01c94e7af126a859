import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit, requestMeta } from '../../lib/http.ts';
import { currentAuth, currentStaff } from '../auth/guards.ts';
import type { KycService } from './service.ts';
import {
  getKyc,
  submitKyc,
  startHostedKyc,
  kycWebhook,
  simulateKyc,
  listKycQueue,
  getKycReview,
  getKycDocument,
  decideKyc,
} from '@pinacoteca/contracts/kyc/kyc';
import { route } from '../../lib/route.ts';

/** Three photos as data URLs, scaled down by the web: well under this. */
const SUBMISSION_BODY_LIMIT = 24 * 1024 * 1024;

/** The person's own verification (GET, the in-house form, the hosted provider's start). */
export const kycRoutes =
  (options: { kyc: KycService; perAddress: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { kyc, perAddress } = options;

    route(app, getKyc, async (request) => kyc.status(currentAuth(request).userId));

    route(
      app,
      submitKyc,
      async (request) => kyc.submit(currentAuth(request).userId, request.body, requestMeta(request)),
      {
        bodyLimit: SUBMISSION_BODY_LIMIT,
        config: limit('kyc-submit', perAddress),
      },
    );

    route(app, startHostedKyc, async (request) => kyc.startHosted(currentAuth(request).userId, requestMeta(request)), {
      config: limit('kyc-start', perAddress),
    });

    // The provider signs the body as it sent it: this scope keeps it as text (in place of the app's own JSON parser).
    await app.register(async (hooks) => {
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      route(hooks, kycWebhook, async (request) => {
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
      });
    });
  };

/** Outside production: decide one's own verification as the provider would. */
export const devKycRoutes =
  (options: { kyc: KycService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, simulateKyc, async (request) =>
      options.kyc.simulate(currentAuth(request).userId, request.body.outcome, requestMeta(request)),
    );
  };

/** The console's review of verifications (inside the /api/admin scope: operators only). */
export const kycAdminRoutes =
  (kyc: KycService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listKycQueue, async (request) => kyc.queue(request.query.status));

    route(app, getKycReview, async (request) => kyc.review(request.params.id));

    route(app, getKycDocument, async (request, reply) => {
      const staff = currentStaff(request);
      const { data, type } = await kyc.document(request.params.id, request.params.kind, {
        id: staff.userId,
        role: staff.role,
        meta: requestMeta(request),
      });
      return reply.header('cache-control', 'no-store').type(type).send(data);
    });

    route(app, decideKyc, async (request) => {
      const staff = currentStaff(request);
      return kyc.decide(request.params.id, request.body, {
        id: staff.userId,
        role: staff.role,
        meta: requestMeta(request),
      });
    });
  };
