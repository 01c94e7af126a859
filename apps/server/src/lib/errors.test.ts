import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pinacoteca/contracts/messages';
import { HttpError, installErrorHandling, isTransactionConflict } from './errors.ts';

/** What the `postgres` driver throws for a server error: an Error carrying PostgreSQL's SQLSTATE as `code`. */
const pgError = (code: string) => Object.assign(new Error('database error'), { code });

describe('errors from PostgreSQL that rolled a transaction back', () => {
  it('knows a deadlock and a serialization failure, and nothing else', () => {
    expect(isTransactionConflict(pgError('40P01'))).toBe(true);
    expect(isTransactionConflict(pgError('40001'))).toBe(true);
    expect(isTransactionConflict(pgError('23505'))).toBe(false);
    expect(isTransactionConflict(new Error('40P01'))).toBe(false);
    expect(isTransactionConflict(null)).toBe(false);
  });

  it('answers 503 with Retry-After and a try-again message in the request language, not a 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/deadlock', async () => {
      throw pgError('40P01');
    });
    app.get('/other', async () => {
      throw pgError('23505');
    });
    await app.ready();
    const busy = await app.inject({ url: '/deadlock', headers: { 'accept-language': 'ru' } });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ message: MESSAGES.busy_try_again.ru });
    expect((await app.inject({ url: '/other' })).statusCode).toBe(500);
  });
});

describe('the message keys behind an error (x-error-keys)', () => {
  async function app() {
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    const { z } = await import('zod');
    const server = Fastify({ logger: false });
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    installErrorHandling(server);
    server.get('/held', async () => {
      throw new HttpError(400, 'withdraw_not_held:5', { amount: 'withdraw_not_held:5' });
    });
    server.get('/busy', async () => {
      throw new HttpError(429, 'too_many_requests');
    });
    server.post(
      '/typed',
      { schema: { body: z.object({ email: z.email({ error: 'invalid_format' }) }) } },
      async () => ({}),
    );
    await server.ready();
    return server;
  }

  it('sends the keys with the texts only when asked, so other clients see the body they always did', async () => {
    const server = await app();
    const asked = { 'x-error-keys': '1', 'accept-language': 'ru' };
    expect((await server.inject({ url: '/held' })).json()).toEqual({
      message: 'You can withdraw at most 5 of this token',
      errors: { amount: 'You can withdraw at most 5 of this token' },
    });
    const held = await server.inject({ url: '/held', headers: asked });
    expect(held.json()).toEqual({
      message: MESSAGES.withdraw_not_held.ru.replace('{count}', '5'),
      errors: { amount: MESSAGES.withdraw_not_held.ru.replace('{count}', '5') },
      keys: { message: 'withdraw_not_held:5', errors: { amount: 'withdraw_not_held:5' } },
    });
    expect((await server.inject({ url: '/busy', headers: asked })).json()).toEqual({
      message: MESSAGES.too_many_requests.ru,
      keys: { message: 'too_many_requests' },
    });
    const typed = await server.inject({ method: 'POST', url: '/typed', payload: { email: 'nope' }, headers: asked });
    expect(typed.json()).toEqual({
      message: MESSAGES.invalid_format.ru,
      errors: { email: MESSAGES.invalid_format.ru },
      keys: { message: 'invalid_format', errors: { email: 'invalid_format' } },
    });
  });
});
