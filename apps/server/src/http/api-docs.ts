import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_DOCS_PATH } from '@pinacoteca/contracts/endpoint';
import type { Config } from '../config.ts';

export const OPENAPI_INFO = {
  title: 'Pinacoteca API',
  description: 'Paintings split into tokens: catalogue, accounts, orders and payments.',
  version: '0.1.0',
};

/**
 * The OpenAPI document, made from the endpoint contracts the routes are registered from
 * (docs/openapi.json holds a copy), and its interactive reference.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      tags: [
        { name: 'catalogue', description: 'Paintings, authors and tokens' },
        { name: 'system', description: 'Feature flags and who operates the platform' },
        { name: 'support', description: 'Messages to support' },
        { name: 'media', description: 'Pictures and videos' },
        { name: 'auth', description: 'Registration, sign-in, two-factor step, password reset' },
        { name: 'account', description: "The signed-in person's account" },
        { name: 'orders', description: 'Orders, their charges and the operations list' },
        { name: 'admin', description: 'The operator console: operators and admins with two-factor authentication on' },
        { name: 'referral', description: 'Partners brought through referral links and the bonuses they earn' },
        {
          name: 'dev',
          description: 'Development conveniences for clients on the same machine; absent when NODE_ENV=production',
        },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The reference names every route and field: public outside production, in production only when asked.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}
