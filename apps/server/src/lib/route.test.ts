import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import type { Endpoint } from '@pinacoteca/contracts/endpoint';
import { HttpError } from './errors.ts';
import { type AccessGuards, route } from './route.ts';

const Thing = z.object({ id: z.string(), n: z.number() });

const getThing = {
  method: 'GET',
  path: '/api/things/:id',
  access: 'signed-in',
  tags: ['test'],
  summary: 'One thing',
  params: z.object({ id: z.string().min(2) }),
  responses: { 200: Thing, 404: ErrorResponse },
} as const satisfies Endpoint;

const makeThing = {
  method: 'POST',
  path: '/api/things',
  access: 'public',
  tags: ['test'],
  summary: 'Make a thing',
  body: z.object({ n: z.number() }),
  responses: { 201: Thing },
} as const satisfies Endpoint;

/** Guards that record what ran: a bearer `ok` passes, anything else is refused as the real ones do. */
function recordingGuards(ran: string[]): AccessGuards {
  const guard = (name: string) => async (request: { headers: Record<string, unknown> }) => {
    ran.push(name);
    if (request.headers.authorization !== 'Bearer ok') throw new HttpError(401, 'unauthorized');
  };
  return {
    'guest-or-signed-in': guard('guest-or-signed-in'),
    session: guard('session'),
    'signed-in': guard('signed-in'),
    'signed-in-or-removed': guard('signed-in-or-removed'),
    staff: guard('staff'),
    admin: guard('admin'),
  };
}

async function appWith(register: (api: FastifyInstance) => void, ran: string[] = []) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('accessGuards', recordingGuards(ran));
  app.setErrorHandler((error, _request, reply) => {
    const { statusCode = 500, message } = error as { statusCode?: number; message: string };
    return reply.code(statusCode).send({ message });
  });
  await app.register(async (api) => register(api), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('routes registered from endpoint contracts', () => {
  it('runs the guard the access names before the handler, then validates and answers', async () => {
    const ran: string[] = [];
    const app = await appWith((api) => route(api, getThing, async (request) => ({ id: request.params.id, n: 1 })), ran);
    const refused = await app.inject({ url: '/api/things/ab' });
    expect(refused.statusCode).toBe(401);
    expect(ran).toEqual(['signed-in']);
    const ok = await app.inject({ url: '/api/things/ab', headers: { authorization: 'Bearer ok' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 'ab', n: 1 });
    const bad = await app.inject({ url: '/api/things/a', headers: { authorization: 'Bearer ok' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers with the success status the contract declares', async () => {
    const app = await appWith((api) => route(api, makeThing, async (request) => ({ id: 'x', n: request.body.n })));
    const made = await app.inject({ method: 'POST', url: '/api/things', payload: { n: 3 } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ id: 'x', n: 3 });
  });

  it('refuses at start-up a staff endpoint outside the console, and a console endpoint open to others', async () => {
    const staffOutside = { ...getThing, access: 'staff' } as const satisfies Endpoint;
    await expect(appWith((api) => route(api, staffOutside, async () => ({ id: 'x', n: 1 })))).rejects.toThrow(
      /console endpoints, and only they, are for staff/,
    );
    const openConsole = { ...getThing, path: '/api/admin/things/:id' } as const satisfies Endpoint;
    await expect(appWith((api) => route(api, openConsole, async () => ({ id: 'x', n: 1 })))).rejects.toThrow(
      /console endpoints, and only they, are for staff/,
    );
  });

  it('refuses at start-up an endpoint registered in a scope its path is not under', async () => {
    const app = Fastify();
    app.decorate('accessGuards', recordingGuards([]));
    await expect(
      app.register(async (media) => route(media, makeThing, async () => ({ id: 'x', n: 1 })), { prefix: '/media' }),
    ).rejects.toThrow(/registered in the \/media scope/);
  });
});
