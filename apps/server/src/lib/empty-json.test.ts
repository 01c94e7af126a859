import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@pinacoteca/contracts/messages';
import { acceptEmptyJson } from './empty-json.ts';
import { installErrorHandling } from './errors.ts';

async function app() {
  const server = Fastify({ logger: false });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  installErrorHandling(server);
  acceptEmptyJson(server);
  server.delete('/thing', async (_request, reply) => reply.code(204).send());
  server.post(
    '/typed',
    { schema: { body: z.object({ email: z.email({ error: 'invalid_format' }) }) } },
    async (request) => ({ got: request.body }),
  );
  await server.ready();
  return server;
}

const json = { 'content-type': 'application/json' };

describe('a JSON request with no body', () => {
  it('reaches a route without a body as if it had no content type', async () => {
    const server = await app();
    for (const payload of [undefined, '', '  \n']) {
      const response = await server.inject({ method: 'DELETE', url: '/thing', headers: json, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(204);
    }
  });

  it('is refused by a route that needs a body with its missing fields named, not a bare 400', async () => {
    const server = await app();
    const response = await server.inject({ method: 'POST', url: '/typed', headers: json });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toEqual(['email']);
  });

  it('still parses JSON, and still refuses bad JSON and prototype keys', async () => {
    const server = await app();
    const good = await server.inject({ method: 'POST', url: '/typed', headers: json, payload: '{"email":"a@b.co"}' });
    expect(good.json()).toEqual({ got: { email: 'a@b.co' } });
    for (const payload of ['{"email":', '{"__proto__":{"x":1},"email":"a@b.co"}', '{"constructor":{"prototype":{}}}']) {
      const refused = await server.inject({ method: 'POST', url: '/typed', headers: json, payload });
      expect(refused.statusCode, payload).toBe(400);
      expect(refused.json().message, payload).toBe(MESSAGES.invalid_request.en);
    }
  });
});
